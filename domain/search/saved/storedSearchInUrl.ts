import type { SearchResult } from '../results/SearchResult';
import type { Search, SearchParams } from '../SearchFilters';
import { parseSearchReference } from './parseSearchReference';
import { holdsAreaNoUrlCarries } from './searchStorage';

/** The stored search a page can name in its URL: its id, and the share key that opens it for others. */
export interface StoredSearchReference {
  searchId?: number;
  shareKey?: string;
}

/**
 * The reference of the search a run stored. A crawler's search is never stored: it has no id.
 * The share key is the owner's; a visitor who opened someone else's search by its link keeps the
 * key that link carried (`opened`), so the URL their page writes still opens it.
 */
export function storedReferenceOf(result: SearchResult, opened?: SearchParams): StoredSearchReference {
  const id = result.search.id !== undefined && result.search.id > 0 ? result.search.id : undefined;
  const shareKey =
    id === undefined ? undefined : (shareKeyOf(result) ?? (opened?.searchId === id ? opened.shareKey : undefined));
  return { ...(id !== undefined && { searchId: id }), ...(shareKey !== undefined && { shareKey }) };
}

function shareKeyOf(result: SearchResult): string | undefined {
  const { shareReference } = result.search;
  const reference = shareReference === undefined ? undefined : parseSearchReference(shareReference);
  return reference?.ok && reference.value.id === result.search.id ? reference.value.shareKey : undefined;
}

/**
 * Whether a search's URL needs its stored id: polygons and a drawn viewport are filters no URL
 * carries (document 002 §2), so they live in the saved search that searchId points to.
 */
export function needsSearchId(search: Search): boolean {
  return holdsAreaNoUrlCarries(search.filters);
}

/**
 * The search as its URL shows it: the stored search's reference (its id, and its share key when
 * known, so the link opens for whoever it is sent to) only when the URL cannot carry it all.
 */
export function withStoredSearch(search: Search, reference: StoredSearchReference): Search {
  const needed = needsSearchId(search);
  return {
    filters: search.filters,
    params: {
      ...search.params,
      searchId: needed ? reference.searchId : undefined,
      shareKey: needed && reference.searchId !== undefined ? reference.shareKey : undefined,
    },
  };
}
