import type { AreaUnit, ListingClass, PropertyType, TransactionType } from '../listings/Listing';
import type { Viewport } from '../places/Place';
import type { Sorting } from '../portal/Portal';

/**
 * A search as document 001 §3 describes it: the filters, and the params that page,
 * sort and position it. Everything is optional because a search can be as broad as
 * "/search"; normaliseSearch gives each search one canonical shape.
 */

/** The listing classes a search may filter on ("property listing, project listing, unit listing"). */
export const SEARCH_CLASSES = [
  'PropertyListing',
  'ProjectListing',
  'UnitListing',
] as const satisfies readonly ListingClass[];
export type SearchClass = (typeof SEARCH_CLASSES)[number];

export const LOCATION_MODES = ['nearby', 'mapArea', 'exact'] as const;
export type LocationMode = (typeof LOCATION_MODES)[number];

export interface NumberRange {
  min?: number;
  max?: number;
}

/** Living area; `unit` is the unit min and max are expressed in (the service converts to square metres). */
export interface AreaRange extends NumberRange {
  unit?: AreaUnit;
}

/** ISO dates (yyyy-mm-dd, optionally with a time). */
export interface DateRange {
  min?: string;
  max?: string;
}

export interface LatLng {
  lat: number;
  lng: number;
}

export interface SearchLocation {
  placeId?: string;
  polygon?: LatLng[];
  polygons?: LatLng[][];
  excludedPolygons?: LatLng[][];
  viewport?: Viewport;
  exact?: boolean;
  mode?: LocationMode;
}

export interface NumberOfFilter {
  rooms?: NumberRange;
  bedrooms?: NumberRange;
  bathrooms?: NumberRange;
}

export interface SearchFilters {
  transactionType?: TransactionType;
  types?: PropertyType[];
  subTypes?: string[];
  excludedTypes?: PropertyType[];
  classes?: SearchClass[];
  /** Include studios (document 001 §3: a special number-of-rooms value). */
  studios?: boolean;
  luxury?: boolean;
  numberOf?: NumberOfFilter;
  /** Open vocabularies (the services may add values), so plain tokens: Lift, Garden, Beach, Sea, South... */
  amenities?: string[];
  proximities?: string[];
  viewLandscapes?: string[];
  viewTypes?: string[];
  orientations?: string[];
  floors?: string[];
  /** "Preferred" variants rank matching listings first instead of excluding the others. */
  preferredAmenities?: string[];
  preferredProximities?: string[];
  preferredViewLandscapes?: string[];
  preferredViewTypes?: string[];
  preferredOrientations?: string[];
  preferredFloors?: string[];
  location?: SearchLocation;
  accountId?: number;
  agentUserId?: number;
  /** A listing reference, as the publisher wrote it. */
  ref?: string;
  area?: { living?: AreaRange };
  price?: NumberRange;
  availableFrom?: DateRange;
  postcodeId?: string;
}

/** Map position of the results (document 002 §2 query lat, lng, zoom, neLat, neLng, swLat, swLng). */
export interface GeoParams {
  lat?: number;
  lng?: number;
  zoom?: number;
  neLat?: number;
  neLng?: number;
  swLat?: number;
  swLng?: number;
}

export interface SearchParams {
  /** 1-based. */
  page?: number;
  sort?: Sorting;
  geo?: GeoParams;
  searchId?: number;
  /**
   * The share key searchId carried (`searchId={id}.{shareKey}`, SavedSearch.shareReference): what
   * lets a link's holder open someone else's unsaved search, such as a drawn area. Only with searchId.
   */
  shareKey?: string;
}

/** The token-list filters, in the order document 002 §2 lists their query parameters. */
export const TOKEN_LIST_FILTERS = [
  'floors',
  'amenities',
  'proximities',
  'viewLandscapes',
  'viewTypes',
  'orientations',
  'preferredAmenities',
  'preferredProximities',
  'preferredViewLandscapes',
  'preferredViewTypes',
  'preferredOrientations',
  'preferredFloors',
] as const satisfies readonly (keyof SearchFilters)[];
export type TokenListFilter = (typeof TOKEN_LIST_FILTERS)[number];

export interface Search {
  filters: SearchFilters;
  params: SearchParams;
}
