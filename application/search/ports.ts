import type { ServiceIdentifier } from 'inversify';
import type { TransactionType } from '#domain/listings/Listing';
import type { Sorting } from '#domain/portal/Portal';
import type { LuxuryPriceRange } from '#domain/search/luxury/LuxuryPriceRange';
import type { MapSearchResult, SearchResult } from '#domain/search/results/SearchResult';
import type { NearbyArea } from '#domain/search/location/nearbyArea';
import type { Paging } from '#domain/search/paging/searchPaging';
import type { SearchCriteria } from '#domain/search/query/SearchCriteria';
import type { SearchCaller } from '#domain/search/SearchCaller';
import type { NotificationChannel, SavedSearch, SaveSearchOrigin, SearchDraft } from '#domain/search/saved/SavedSearch';
import type { LocationMode, SearchFilters } from '#domain/search/SearchFilters';
import type { Place } from '#domain/places/Place';
import type { ExchangeRates } from '#domain/portal/ExchangeRates';
import type { Clock } from '#domain/shared/Clock';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type {
  FilterableRepository,
  ListSearchesQuery,
  MapExecution,
  SearchCallOptions,
  SearchesPage,
  SearchExecution,
  SearchListSort,
} from './calls';

// Who calls lives in the domain (presentation builds it too); the calls' shapes in ./calls
// (presentation reads them there). Adapters and handlers may keep reading both here.
export type { SearchCaller, SearchCallerSource, SearchPortalRules } from '#domain/search/SearchCaller';
export { searchCallerOf, searchPortalRulesOf } from '#domain/search/SearchCaller';
export * from './calls';

/**
 * The searches back end (document 001 §7 "Searches"). Two adapters: SQL (embedded) and HTTP
 * (the seed contract at /svc/searches); one contract suite checks both.
 */
export interface SearchesService {
  /** POST /searches: validates, stores (unless saveInDb is false) and runs the search. */
  createSearch(
    draft: SearchDraft,
    execution: SearchExecution,
    caller: SearchCaller,
    options?: SearchCallOptions,
  ): Promise<Result<SearchResult, DomainError>>;
  /** POST /searches/map: results inside the search and, on the visible map, outside it. */
  searchMap(
    draft: SearchDraft,
    execution: MapExecution,
    caller: SearchCaller,
    options?: SearchCallOptions,
  ): Promise<Result<MapSearchResult, DomainError>>;
  /** GET /searches/{id}: 'SearchId {n} is not valid' / 'Search {n} is not found'. */
  getSearch(
    id: number | string,
    execution: SearchExecution,
    caller: SearchCaller,
  ): Promise<Result<SearchResult, DomainError>>;
  /** PATCH /searches/{id}: stored only when filters or currency differ, or title, saved or notifications change. */
  patchSearch(
    id: number | string,
    patch: Partial<SearchDraft>,
    execution: SearchExecution,
    caller: SearchCaller,
  ): Promise<Result<SearchResult, DomainError>>;
  /** PATCH /searches/{id}/archive: saved false, gone from the recent and saved lists. */
  archiveSearch(id: number | string, caller: SearchCaller): Promise<Result<SavedSearch, DomainError>>;
  /** GET /searches: the caller's recent or saved searches; NOT_FOUND without a profile (tolerated by the client). */
  listSearches(query: ListSearchesQuery, caller: SearchCaller): Promise<Result<SearchesPage, DomainError>>;
  /** GET /luxuryPriceRange. */
  getLuxuryPriceRange(
    countryISO: string,
    currencyId: string,
    transactionType?: TransactionType,
  ): Promise<Result<LuxuryPriceRange, DomainError>>;
  /** GET /repositories/filterable. */
  getFilterableRepositories(): Promise<Result<FilterableRepository[], DomainError>>;
}
export const SearchesService: ServiceIdentifier<SearchesService> = Symbol.for('search.SearchesService');

/** A stored search as its store keeps it (document 001 §3, entity Search): the row, nothing decided. */
export interface StoredSearch {
  id: number;
  filters: SearchFilters;
  sort: string | null;
  title: string | null;
  saved: boolean;
  notifications: NotificationChannel[];
  currencyId: string;
  portalId: string;
  saveSearchOrigin: SaveSearchOrigin | null;
  createdByProfileId: string | null;
  /** The unguessable half of the share reference `{id}.{shareKey}`. */
  shareKey: string | null;
  placeId: string | null;
  automaticTitle: string;
  automaticSubtitle: string;
  locationMode: LocationMode | null;
  nearbyArea: NearbyArea | null;
  unreadTotal: number;
  priceDropsTotal: number;
  priceIncreasesTotal: number;
  isArchived: boolean;
  lastExecutionDate: Date | null;
  creationDate: Date;
  updatedAt: Date;
}
export type NewStoredSearch = Omit<
  StoredSearch,
  'id' | 'unreadTotal' | 'priceDropsTotal' | 'priceIncreasesTotal' | 'isArchived'
>;

/**
 * The stored searches (document 001 §7 "Searches"): reads rows and writes what a handler decided.
 * Ownership, validation, who may save and every date are the handlers' (application/search/commands).
 *
 * Two adapters: SQL (the embedded service's table) and http (a remote searches service, document
 * 001 §7: POST /searches, GET and PATCH /searches/{id}, PATCH /searches/{id}/archive, GET
 * /searches). A remote answers as the caller its bearer names, so the http store is made per
 * caller; what it cannot be told is the remote's to decide, and README.md ("A remote back end
 * instead of the embedded one") lists it: the remote keeps the id, the share key, the dates and
 * the counters (a row's run is its own: `update` of the counters runs it there), hides another
 * profile's search (404, where the embedded service answers a non-owner's change 403) and lists
 * its bearer's profiles whatever profiles are named.
 */
export interface SavedSearchStore {
  /**
   * The search, archived or not; undefined when there is none. `shareKey` is the one the reader
   * holds (`{id}.{shareKey}`): a remote that answers only its bearer's searches answers a link
   * holder's with it; the embedded store reads every row and ignores it.
   */
  find(id: number, reader?: { shareKey?: string }): Promise<StoredSearch | undefined>;
  insert(row: NewStoredSearch): Promise<StoredSearch>;
  update(id: number, changes: Partial<Omit<StoredSearch, 'id'>>): Promise<StoredSearch>;
  /** A page of the profiles' searches not archived (saved ones only when asked), and how many there are. */
  listByProfiles(
    profileIds: readonly string[],
    page: { saved: boolean; sort: SearchListSort; count: number; skip: number },
  ): Promise<{ rows: StoredSearch[]; total: number }>;
}
export const SavedSearchStore: ServiceIdentifier<SavedSearchStore> = Symbol.for('search.SavedSearchStore');

/** What a search's filters name, looked up (place, criteria, rates): what a run needs. */
export interface ResolvedSearch {
  filters: SearchFilters;
  currencyId: string;
  criteria: SearchCriteria;
  place?: Place;
  rates: ExchangeRates;
  /** Units of the search's currency per EUR. */
  rate: number;
}

/** A run's answer without its search: listings, projects, facets, totals, counters since the previous run. */
export type SearchRun = Omit<SearchResult, 'search'>;

/**
 * Finding listings (reads only): looks up what filters name and runs a resolved search. The
 * embedded engine searches the database or its in-memory index; the handlers decide what is stored.
 */
export interface SearchEngine {
  /** The currencies a search may be priced in (the exchange rates known). */
  currencies(): Promise<string[]>;
  resolve(
    filters: SearchFilters,
    currencyId: string,
    caller: SearchCaller,
  ): Promise<Result<ResolvedSearch, DomainError>>;
  run(
    resolved: ResolvedSearch,
    execution: SearchExecution,
    paging: Paging,
    sorting: Sorting,
    caller: SearchCaller,
    since?: Date,
  ): Promise<SearchRun>;
  /** POST /searches/map: a resolved search's markers and clusters, inside it and outside on the visible map. */
  runMap(
    resolved: ResolvedSearch,
    execution: MapExecution,
    sorting: Sorting,
    caller: SearchCaller,
    count: number,
  ): Promise<Omit<MapSearchResult, 'search'>>;
  /** GET /luxuryPriceRange, GET /repositories/filterable: reads with no stored search. */
  getLuxuryPriceRange: SearchesService['getLuxuryPriceRange'];
  getFilterableRepositories: SearchesService['getFilterableRepositories'];
}
export const SearchEngine: ServiceIdentifier<SearchEngine> = Symbol.for('search.SearchEngine');

/** A new search's share key: random, unguessable (document 001 §4 share links; docs/security.md). */
export interface ShareKeys {
  next(): string;
}
export const ShareKeys: ServiceIdentifier<ShareKeys> = Symbol.for('search.ShareKeys');

/** When a search is created, changed, run or archived. */
export const SearchesClock: ServiceIdentifier<Clock> = Symbol.for('search.Clock');
