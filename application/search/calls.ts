import type { FacetSpec } from '#domain/search/facets/FacetSpec';
import type { SearchMode } from '#domain/search/results/SearchResult';
import type { SavedSearch } from '#domain/search/saved/SavedSearch';
import type { Sorting } from '#domain/portal/Portal';

/*
 * The searches calls' shapes (document 001 §7 "Searches"): what each call takes and answers. The
 * handlers take and answer them, so presentation reads them here, never from the ports.
 */

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
