import type { Viewport } from '#domain/places/Place';
import type { Sorting } from '#domain/portal/Portal';
import type { FacetSpec, FacetValue } from '#domain/search/facets/FacetSpec';
import type { Paging } from '#domain/search/paging/searchPaging';
import type { SearchCriteria } from '#domain/search/query/SearchCriteria';
import type { MapCluster } from '#domain/search/results/SearchResult';
import type { FacetContext } from './facetSql';

export interface ListingSearchRequest {
  criteria: SearchCriteria;
  sorting: Sorting;
  /** Undefined: counts and facets only (mode NoListings). */
  paging?: Paging;
  facets: readonly FacetSpec[];
  facetContext: FacetContext;
  /** The previous run: listings newer than it are unread, price changes after it counted. */
  since?: Date;
}

export interface ListingHit {
  id: number;
  isNearby: boolean;
  isUnread: boolean;
}

export interface ListingSearchAnswer {
  hits: ListingHit[];
  total: number;
  nearbyTotal: number;
  unreadTotal: number;
  priceDropsTotal: number;
  priceIncreasesTotal: number;
  facets: Map<FacetSpec, FacetValue[]>;
}

export interface MapRequest {
  criteria: SearchCriteria;
  sorting: Sorting;
  /** The visible map; without one, everywhere the search looks. */
  viewport?: Viewport;
  zoom: number;
  /** At most this many markers a side; beyond, clusters. */
  count: number;
}

/** A side of the map: every point when there are at most `count`, else clusters of a zoom-sized grid. */
export interface MapSideAnswer {
  points?: { id: number; lat: number; lng: number }[];
  clusters?: MapCluster[];
  total: number;
}

/** Grid cells per 256-pixel tile: clusters about 64 pixels apart whatever the zoom. */
export const CELLS_PER_TILE = 4;
export const gridCell = (zoom: number): number => 360 / 2 ** zoom / CELLS_PER_TILE;

/**
 * What finds, counts and orders listings for a search: the SQL engine (queries on the listings
 * table) or the in-memory index (typed arrays kept current from the change log). Same answers.
 */
export interface ListingSearchEngine {
  run(request: ListingSearchRequest): Promise<ListingSearchAnswer>;
  map(request: MapRequest): Promise<{ inside: MapSideAnswer; outside: MapSideAnswer }>;
}
