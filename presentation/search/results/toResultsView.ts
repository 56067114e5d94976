import { parseSearchReference } from '#domain/search/saved/parseSearchReference';
import type { SearchParams } from '#domain/search/SearchFilters';
import type { SearchResult } from '#domain/search/results/SearchResult';
import type { SearchResultsView } from '../SearchPageData';
import { toResultCard } from './ResultCardModel';

/**
 * The part of a search result the page shows. A crawler's search is never stored: it has no id.
 * The share key is the owner's; a visitor who opened someone else's search by its link keeps the
 * key that link carried (`opened`), so the URL their page writes still opens it.
 */
export function toResultsView(result: SearchResult, language: string, opened?: SearchParams): SearchResultsView {
  const id = result.search.id !== undefined && result.search.id > 0 ? result.search.id : undefined;
  const shareKey =
    id === undefined ? undefined : (shareKeyOf(result) ?? (opened?.searchId === id ? opened.shareKey : undefined));
  return {
    ...(id !== undefined && { searchId: id }),
    ...(shareKey !== undefined && { shareKey }),
    cards: result.listings.map((listing) => toResultCard(listing, language)),
    total: result.total,
    totalRetrievable: result.totalRetrievable,
    nearbyTotal: result.nearbyTotal,
    pages: result.pages,
    facets: result.facets,
    endInfo: result.endInfo,
  };
}

function shareKeyOf(result: SearchResult): string | undefined {
  const { shareReference } = result.search;
  const reference = shareReference === undefined ? undefined : parseSearchReference(shareReference);
  return reference?.ok && reference.value.id === result.search.id ? reference.value.shareKey : undefined;
}
