import type { Listing } from '#domain/listings/Listing';
import type { Facet } from '../facets/FacetSpec';
import type { SavedSearch } from '../saved/SavedSearch';
import type { SearchEndInfo } from './searchEndInfo';

/** Document 001 §7 "mode": Light listings, no listings (counts and facets only), or store without running. */
export const SEARCH_MODES = ['Full', 'Light', 'NoListings', 'NoExecute'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

/** A result listing: the listing itself plus where it stands for this search (document 001 §3: isUnread, isNearby). */
export type SearchListing = Listing & { isNearby: boolean; isUnread: boolean };

/** A new-build project among the results, with its units (document 001 §3 Project). */
export interface SearchProject {
  id: number;
  name: string;
  developerAccountId: number;
  listingId: number;
  unitIds: number[];
  currencyId: string;
  priceMin?: number;
  priceMax?: number;
}

/** Document 001 §3 "Search result state" and §7 response fields. */
export interface SearchResult {
  search: SavedSearch;
  searchMode: SearchMode;
  listings: SearchListing[];
  projects: SearchProject[];
  /** Listings in the searched place (nearby ones are counted apart). */
  total: number;
  /** How many of the results paging can reach (the maximum skip stops it). */
  totalRetrievable: number;
  /** Listings around the place, in nearby mode; 0 otherwise. */
  nearbyTotal: number;
  pages: number;
  facets: Facet[];
  unreadTotal: number;
  priceDropsTotal: number;
  priceIncreasesTotal: number;
  endInfo: SearchEndInfo;
}

/** A marker group on the map (document 001 §3 Map state: "facets (count, id, lat, lng)"). */
export interface MapCluster {
  /** A listing id when the cluster holds one listing; otherwise the id of one of its listings. */
  id: number;
  count: number;
  lat: number;
  lng: number;
}

export interface MapSide {
  listings: SearchListing[];
  facets: MapCluster[];
  total: number;
}

/** Document 001 §3 Map state: "inside and outside the search, each with listings, facets (count, id, lat, lng) and total". */
export interface MapSearchResult {
  search: SavedSearch;
  inside: MapSide;
  outside: MapSide;
}
