import type { ListingClass } from '#domain/listings/Listing';
import type { Place } from '#domain/places/Place';
import type { ExchangeRates } from '#domain/portal/ExchangeRates';
import { indexedPriceEur } from '#domain/portal/ExchangeRates';
import { toSquareMeters } from '#domain/portal/AreaUnits';
import { clearLuxuryFilters } from '../luxury/clearLuxuryPrice';
import type { LuxuryPriceRange } from '../luxury/LuxuryPriceRange';
import { nearbyArea } from '../location/nearbyArea';
import { resolveLocationMode } from '../location/resolveLocationMode';
import type { NumberRange, SearchFilters } from '../SearchFilters';
import { floorCriterion } from './floorCriterion';
import type { FloorCriterion, SearchCriteria } from './SearchCriteria';

export interface CriteriaContext {
  /** The currency price filters are expressed in. */
  currencyId: string;
  rates: ExchangeRates;
  /** The portal's countries: a search never leaves them. */
  countries: readonly string[];
  /** filters.location.placeId, looked up. */
  place?: Place;
  /**
   * The luxury ranges of the countries searched, in the search's currency, when filters.luxury.
   * With a single country its range also clears the price bounds it makes pointless.
   */
  luxury?: readonly LuxuryPriceRange[];
  /** filters.accountId's account and the accounts it groups (a franchise's agencies). */
  account?: { ids: number[]; isDeveloper: boolean };
}

/** Document 001 §1: "Developer accounts limit searches to project listings". */
const PROJECT_CLASSES: ListingClass[] = ['ProjectListing', 'ProjectAsListing'];

/**
 * Resolves a search's filters into criteria on the listing index: prices into EUR (document 001
 * §3, price in the requested currency), living area into m² (document 002 §9), the place's
 * location mode (document 001 §4), the luxury range with its clearing rule (document 001 §5).
 */
export function toSearchCriteria(filters: SearchFilters, ctx: CriteriaContext): SearchCriteria {
  const toEur = (amount: number) => indexedPriceEur(amount, ctx.currencyId, ctx.rates);
  const countries = ctx.place ? ctx.countries.filter((c) => c === ctx.place?.countryISO) : ctx.countries;
  const luxury = filters.luxury ? (ctx.luxury ?? []).filter((r) => r.active && countries.includes(r.countryISO)) : [];
  const price = clearLuxuryFilters(filters, luxury, countries).price;
  const priceRange = mapRange(price, toEur);
  const living = filters.area?.living;
  const unit = living?.unit ?? 'SquareMeter';
  const views = [...(filters.viewLandscapes ?? []), ...(filters.viewTypes ?? [])];
  const classes = ctx.account?.isDeveloper
    ? filters.classes?.length
      ? filters.classes.filter((c) => PROJECT_CLASSES.includes(c))
      : PROJECT_CLASSES
    : filters.classes;
  const criteria: SearchCriteria = {
    countries,
    transactionType: filters.transactionType,
    types: nonEmpty(filters.types),
    excludedTypes: nonEmpty(filters.excludedTypes),
    subTypes: nonEmpty(filters.subTypes),
    classes: classes && (classes.length > 0 || ctx.account?.isDeveloper) ? classes : undefined,
    classScope: ctx.account?.isDeveloper ? PROJECT_CLASSES : undefined,
    studios: filters.studios || undefined,
    rooms: filters.numberOf?.rooms,
    bedrooms: filters.numberOf?.bedrooms,
    bathrooms: filters.numberOf?.bathrooms,
    amenities: nonEmpty(filters.amenities),
    proximities: nonEmpty(filters.proximities),
    views: nonEmpty(views),
    orientations: nonEmpty(filters.orientations),
    floors: filters.floors?.length ? floors(filters.floors) : undefined,
    preferred: {
      amenities: filters.preferredAmenities ?? [],
      proximities: filters.preferredProximities ?? [],
      views: [...(filters.preferredViewLandscapes ?? []), ...(filters.preferredViewTypes ?? [])],
      orientations: filters.preferredOrientations ?? [],
      floors: floors(filters.preferredFloors ?? []),
    },
    priceEur: priceRange,
    luxuryMinEur: filters.luxury ? Object.fromEntries(luxury.map((r) => [r.countryISO, toEur(r.min)])) : undefined,
    livingM2: living ? mapRange(living, (v) => toSquareMeters(v, unit)) : undefined,
    availableFrom: filters.availableFrom,
    accountIds: ctx.account?.ids,
    agentUserId: filters.agentUserId,
    ref: filters.ref,
    postcode: filters.postcodeId,
  };
  const location = filters.location;
  if (ctx.place && location) {
    const mode = resolveLocationMode(location, ctx.place);
    criteria.place = {
      placeId: ctx.place.placeId,
      mode,
      viewport: ctx.place.viewport,
      ...(mode === 'nearby' ? { nearby: nearbyArea(ctx.place) } : {}),
    };
  }
  const polygons = [
    ...(location?.polygon?.length ? [location.polygon] : []),
    ...(location?.polygons ?? []).filter((p) => p.length > 0),
  ];
  if (polygons.length) criteria.polygons = polygons;
  if (location?.excludedPolygons?.length)
    criteria.excludedPolygons = location.excludedPolygons.filter((p) => p.length > 0);
  if (location?.viewport) criteria.viewport = location.viewport;
  return dropUndefined(criteria);
}

function floors(tokens: readonly string[]): FloorCriterion[] {
  // An unknown token stays as a floor no listing has, so the filter narrows instead of vanishing.
  return tokens.map((t) => floorCriterion(t) ?? { kind: 'exact', floor: Number.MIN_SAFE_INTEGER });
}

function mapRange(range: NumberRange | undefined, fn: (n: number) => number): NumberRange | undefined {
  if (!range || (range.min === undefined && range.max === undefined)) return undefined;
  return dropUndefined({
    min: range.min === undefined ? undefined : fn(range.min),
    max: range.max === undefined ? undefined : fn(range.max),
  });
}

const nonEmpty = <T>(list: T[] | undefined): T[] | undefined => (list && list.length > 0 ? list : undefined);

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
