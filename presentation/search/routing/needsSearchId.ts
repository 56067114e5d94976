import { holdsAreaNoUrlCarries } from '#domain/search/saved/searchStorage';
import type { Search } from '#domain/search/SearchFilters';
import type { SearchResultsView } from '../SearchPageData';

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
export function withStoredSearch(search: Search, results: Pick<SearchResultsView, 'searchId' | 'shareKey'>): Search {
  const needed = needsSearchId(search);
  return {
    filters: search.filters,
    params: {
      ...search.params,
      searchId: needed ? results.searchId : undefined,
      shareKey: needed && results.searchId !== undefined ? results.shareKey : undefined,
    },
  };
}
