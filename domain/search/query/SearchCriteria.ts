import type { ListingClass, PropertyType, TransactionType } from '#domain/listings/Listing';
import type { Viewport } from '#domain/places/Place';
import type { LatLng } from '#domain/places/geometry/LatLng';
import type { NearbyArea } from '../location/nearbyArea';
import type { DateRange, LocationMode, NumberRange } from '../SearchFilters';

/** Where a search by place looks, once the place is known and its mode decided. */
export interface PlaceCriterion {
  placeId: string;
  mode: LocationMode;
  /** The place's viewport: the mapArea mode searches it; nearby searches around it. */
  viewport: Viewport;
  nearby?: NearbyArea;
}

/** A floor filter value: exact floor numbers or one of the named bands. */
export type FloorCriterion =
  { kind: 'exact'; floor: number } | { kind: 'basement' } | { kind: 'ground' } | { kind: 'upper' };

/**
 * The filters of a search in the units the listings are indexed in: prices in EUR (the
 * normalised column), living area in m², every open list resolved. What the SQL adapter turns
 * into a query and what an in-memory adapter could test rows against.
 */
export interface SearchCriteria {
  countries: readonly string[];
  transactionType?: TransactionType;
  types?: PropertyType[];
  excludedTypes?: PropertyType[];
  subTypes?: string[];
  classes?: ListingClass[];
  /**
   * The classes the search may ever show, whatever is ticked: a developer account's projects
   * (document 001 §1). Already within `classes`; what a facet that ignores `classes` keeps.
   */
  classScope?: ListingClass[];
  /** Studios (sub-type StudioApartment) are added to the rooms range, or are all that is asked. */
  studios?: boolean;
  rooms?: NumberRange;
  bedrooms?: NumberRange;
  bathrooms?: NumberRange;
  /** Every one of them required. */
  amenities?: string[];
  proximities?: string[];
  /** Any one of them is enough (a flat faces south or west; has a lake or a mountain view). */
  views?: string[];
  orientations?: string[];
  floors?: FloorCriterion[];
  preferred: {
    amenities: string[];
    proximities: string[];
    views: string[];
    orientations: string[];
    floors: FloorCriterion[];
  };
  priceEur?: NumberRange;
  /**
   * Luxury (document 001 §3): at least the luxury range's minimum of the listing's country, in
   * EUR. A country without a range has no luxury listings.
   */
  luxuryMinEur?: Record<string, number>;
  livingM2?: NumberRange;
  availableFrom?: DateRange;
  accountIds?: number[];
  agentUserId?: number;
  ref?: string;
  postcode?: string;
  place?: PlaceCriterion;
  /** Any of them (a visitor may draw several areas). */
  polygons?: LatLng[][];
  excludedPolygons?: LatLng[][];
  viewport?: Viewport;
}
