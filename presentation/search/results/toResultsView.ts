import { storedReferenceOf } from '#domain/search/saved/storedSearchInUrl';
import type { SearchParams } from '#domain/search/SearchFilters';
import type { SearchResult } from '#domain/search/results/SearchResult';
import type { SearchResultsView } from '../SearchPageData';
import { toResultCard } from './ResultCardModel';

/** The part of a search result the page shows, with the stored search's reference (domain/search/saved/storedSearchInUrl). */
export function toResultsView(result: SearchResult, language: string, opened?: SearchParams): SearchResultsView {
  return {
    ...storedReferenceOf(result, opened),
    cards: result.listings.map((listing) => toResultCard(listing, language)),
    total: result.total,
    totalRetrievable: result.totalRetrievable,
    nearbyTotal: result.nearbyTotal,
    pages: result.pages,
    facets: result.facets,
    endInfo: result.endInfo,
  };
}
