import type { ServiceIdentifier } from 'inversify';
import type { Place, PlaceSlug, PlaceType } from '#domain/places/Place';
import type { ChildCounts } from '#domain/places/children/placeChildren';
import type { PropertyType, TransactionType } from '#domain/listings/Listing';
import type { MonthPoint, RatedPlace, StatisticsItem } from '#domain/places/statistics/priceStatistics';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type {
  AutocompleteQuery,
  GeocodeQuery,
  PlaceBySlug,
  PlacePrediction,
  PlacesByIds,
  PlacesByIdsQuery,
  SlugQuery,
  ViewedListing,
} from './calls';

// The calls' shapes live in ./calls (presentation reads them there); adapters and handlers may keep reading them here.
export * from './calls';

/**
 * The places back end (document 001 §7 "Places"). Two adapters: SQL (embedded) and HTTP
 * (the seed contract at /svc/places); one contract suite checks both.
 */
export interface PlacesService {
  autocomplete(query: AutocompleteQuery): Promise<Result<PlacePrediction[], DomainError>>;
  /** 'placeId {id} not found'. */
  getPlace(id: string): Promise<Result<Place, DomainError>>;
  /** Unknown ids are left out; order follows the ids. */
  getPlacesByIds(query: PlacesByIdsQuery): Promise<Result<PlacesByIds, DomainError>>;
  /** Every place a slug names (one per country), current slugs before obsolete ones. */
  findPlacesBySlug(query: SlugQuery): Promise<Result<PlaceBySlug[], DomainError>>;
  getPlaceSlugs(id: string): Promise<Result<PlaceSlug[], DomainError>>;
  /** 'Cannot geocode place for slug' when nothing matches. */
  geocode(query: GeocodeQuery): Promise<Result<Place, DomainError>>;
  /** GET /places?placeType=: places of a type, e.g. the countries, within the given countries. */
  listPlaces(query: { placeType: PlaceType; countries?: readonly string[] }): Promise<Result<Place[], DomainError>>;
}
export const PlacesService: ServiceIdentifier<PlacesService> = Symbol.for('places.PlacesService');

/** The statistics calls' place and transaction (document 001 §7 "Statistics"). */
export interface StatisticsQuery {
  locationId: string;
  transactionType?: TransactionType;
  propertyType?: PropertyType;
  /** The currency of the figures (document 001 §3 place statistics currencyId): the visitor's; EUR when absent. */
  currencyId?: string;
}

export interface StatisticsSummary {
  locationId: string;
  /** The graph's last month (YYYY-MM): the month of the newest live listing. */
  month: string;
  items: StatisticsItem[];
  /** The query's currency (EUR when it named none), at the current exchange rates. */
  currencyId: string;
}

export interface StatisticsChart {
  locationId: string;
  transactionType: TransactionType;
  propertyType?: PropertyType;
  /** The year graph: 12 months, oldest first (document 001 §9). */
  points: MonthPoint[];
}

export interface StatisticsChild {
  placeId: string;
  /** The child's median per m² over the 12 months; absent without listings. */
  medianPerM2?: number;
  count: number;
}

/**
 * The statistics back end (document 001 §7 "Statistics": GET /v2/gateway/locationprice/{locationId}/summary,
 * /summary/{transactionType}, /chart, /descendantsrating, /children), computed from the listings by
 * the method of domain/places/statistics. Errors: 'No place found'; 'Place is not supported' for a
 * place type the statistics do not cover. Two adapters: SQL (embedded) and HTTP; one contract suite.
 */
export interface PlaceStatisticsService {
  summary(query: StatisticsQuery): Promise<Result<StatisticsSummary, DomainError>>;
  /** transactionType defaults to Sell. */
  chart(query: StatisticsQuery): Promise<Result<StatisticsChart, DomainError>>;
  /** The places below (of the statistics' types) ranked by their median per m², dearest first. */
  descendantsRating(
    query: StatisticsQuery,
  ): Promise<Result<{ locationId: string; ratings: RatedPlace[] }, DomainError>>;
  /** The place's children (document 001 §5 allowed child types) with their medians, dearest first. */
  children(query: StatisticsQuery): Promise<Result<{ locationId: string; children: StatisticsChild[] }, DomainError>>;
}
export const PlaceStatisticsService: ServiceIdentifier<PlaceStatisticsService> = Symbol.for(
  'places.PlaceStatisticsService',
);

/** Live listings per country (the country list's counts, document 000 §2 /all-countries). */
export interface CountryListingCounts {
  /** countryISO → live listings; countries without listings are absent. */
  countsByCountry(): Promise<Record<string, number>>;
}
export const CountryListingCounts: ServiceIdentifier<CountryListingCounts> = Symbol.for('places.CountryListingCounts');

/** Live listings per transaction type under each direct child of a place of the given types (children counters). */
export interface PlaceChildCounters {
  countsOfChildren(placeId: string, childTypes: readonly PlaceType[]): Promise<ChildCounts[]>;
}
export const PlaceChildCounters: ServiceIdentifier<PlaceChildCounters> = Symbol.for('places.PlaceChildCounters');

/**
 * The most viewed listings of a place this week, most people first (shown on its
 * statistics page); without a place, the portal's. The tracking context counts the views, the
 * listings context reads the listings (infrastructure/places/TrackedMostViewedListings).
 */
export interface MostViewedListings {
  inPlace(placeId: string | undefined, currencyId: string): Promise<Result<ViewedListing[], DomainError>>;
}
export const MostViewedListings: ServiceIdentifier<MostViewedListings> = Symbol.for('places.MostViewedListings');
