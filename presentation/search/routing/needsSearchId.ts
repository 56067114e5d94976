/** The rule is the domain's: the search page's query writes the same URL on the server. */
export { needsSearchId, withStoredSearch } from '#domain/search/saved/storedSearchInUrl';
