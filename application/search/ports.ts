import type { ServiceIdentifier } from 'inversify';
import type { AuthenticationState } from '#domain/identity/AuthenticationState';
import type { TransactionType } from '#domain/listings/Listing';
import type { Portal, Sorting } from '#domain/portal/Portal';
import type { FacetSpec } from '#domain/search/facets/FacetSpec';
import type { LuxuryPriceRange } from '#domain/search/luxury/LuxuryPriceRange';
import type { MapSearchResult, SearchMode, SearchResult } from '#domain/search/results/SearchResult';
import type { SavedSearch, SearchDraft } from '#domain/search/saved/SavedSearch';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';

/**
 * Who asks and under which portal's rules. The embedded service reads it directly; the http
 * adapter sends it the way the seed contract carries it (bearer token, Accept-Language,
 * `portalId` in the body).
 */
export interface SearchCaller {
  /** The visitor's current profile (every visitor has one, guests too): new searches are created by it. */
  profileId?: string;
  /**
   * Profiles whose searches the caller may change: the current one and those identified to the
   * same person (document 001 §4 "ownership by the current or an identified profile"). Default: [profileId].
   */
  ownProfileIds?: readonly string[];
  /** How much we know about the visitor (document 001 §4): saving needs guest identified or better. */
  authState?: AuthenticationState;
  language: string;
  portal: SearchPortalRules;
  /** Crawlers never store searches (document 001 §6: saveInDb false). */
  isCrawler: boolean;
}

/** The portal settings a search obeys (config/portals.ts). */
export interface SearchPortalRules {
  id: string;
  countries: readonly string[];
  defaultCurrency: string;
  pageSize: number;
  maxSkip: number;
  sortings: readonly Sorting[];
  defaultSort: Sorting;
}

/** The portal settings a search obeys, read from a portal (config/portals.ts): the one place that picks them. */
export const searchPortalRulesOf = (
  portal: Pick<Portal, 'id' | 'countries' | 'defaultCurrency' | 'pageSize' | 'maxSkip' | 'sortings' | 'defaultSort'>,
): SearchPortalRules => ({
  id: portal.id,
  countries: portal.countries,
  defaultCurrency: portal.defaultCurrency,
  pageSize: portal.pageSize,
  maxSkip: portal.maxSkip,
  sortings: portal.sortings,
  defaultSort: portal.defaultSort,
});

/** Document 001 §7: "params count, skip, mode (Light, NoListings, NoExecute), facet, saveInDb, sort". */
export interface SearchExecution {
  count?: number;
  skip?: number;
  mode?: SearchMode;
  facets?: FacetSpec[];
  /** Default true; always false for crawlers. */
  saveInDb?: boolean;
  sort?: Sorting;
  /** GET /searches/{id}: whether this run moves the unread counters on (default true). */
  updateLastExecutionDate?: boolean;
}

/** POST /searches/map: the visible part of the map and how much to send back. */
export interface MapExecution {
  zoom: number;
  /** Default: the search's own viewport, else its place's. */
  viewport?: { northeast: { lat: number; lng: number }; southwest: { lat: number; lng: number } };
  /** Document 001 §9: "map result count 1000 (configured)": above it, clusters only. */
  count?: number;
  sort?: Sorting;
}

/**
 * How a call may end early: the browser aborts a search a newer one replaced (document 001 §4
 * "Search flow: … cancel; cancel aborts the running load"). The http adapter aborts its request;
 * the embedded service has nothing in flight to stop and ignores it.
 */
export interface SearchCallOptions {
  signal?: AbortSignal;
}

export interface ListSearchesQuery {
  saved?: boolean;
  /** Document 001 §9: recent searches sort -lastExecutionDate, saved ones -creationDate. */
  sort?: SearchListSort;
  count?: number;
  /** My home's infinite scroll appends the next page (document 001 §4 "Infinite scroll on my home appends pages"). */
  skip?: number;
  /** Document 001 §9: "saved searches 100 (1 when shallow)": shallow only asks whether there is one. */
  mode?: SearchListMode;
}
export const SEARCH_LIST_MODES = ['shallow', 'full'] as const;
export type SearchListMode = (typeof SEARCH_LIST_MODES)[number];
export const SEARCH_LIST_SORTS = ['-lastExecutionDate', 'lastExecutionDate', '-creationDate', 'creationDate'] as const;
export type SearchListSort = (typeof SEARCH_LIST_SORTS)[number];

export interface SearchesPage {
  searches: SavedSearch[];
  total: number;
}

/** A vocabulary search can filter on, with the values the listings use (GET /repositories/filterable). */
export interface FilterableRepository {
  name: string;
  values: string[];
  /** Sub-types hang off their property type. */
  byParent?: Record<string, string[]>;
}

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
