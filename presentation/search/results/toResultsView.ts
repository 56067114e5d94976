import type { SearchResult } from '#domain/search/results/SearchResult';
import type { SearchResultsView } from '../SearchPageData';
import { toResultCard } from './ResultCardModel';

/** The part of a search result the page shows. A crawler's search is never stored: it has no id. */
export function toResultsView(result: SearchResult, language: string): SearchResultsView {
  return {
    ...(result.search.id !== undefined && result.search.id > 0 && { searchId: result.search.id }),
    cards: result.listings.map((listing) => toResultCard(listing, language)),
    total: result.total,
    totalRetrievable: result.totalRetrievable,
    nearbyTotal: result.nearbyTotal,
    pages: result.pages,
    facets: result.facets,
    endInfo: result.endInfo,
  };
}
