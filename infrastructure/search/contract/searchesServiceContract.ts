import type { SearchesContractFixture } from './SearchesContractFixture';
import { describeSavedSearchListCases } from './savedSearchListCases';
import { describeSearchFacetCases } from './searchFacetCases';
import { describeSearchFilterCases } from './searchFilterCases';
import { describeSearchResultCases } from './searchResultCases';
import { describeStoredSearchCases } from './storedSearchCases';

/**
 * THE contract of SearchesService (document 001 §7 "Searches"), one list of cases run against
 * every adapter: the embedded SQL service and the http client of /svc/searches.
 */
export function describeSearchesServiceContract(adapter: string, fixture: () => SearchesContractFixture): void {
  describe(`SearchesService contract: ${adapter}`, () => {
    describeSearchFilterCases(fixture);
    describeSearchResultCases(fixture);
    describeSearchFacetCases(fixture);
    describeStoredSearchCases(fixture);
    describeSavedSearchListCases(fixture);
  });
}
