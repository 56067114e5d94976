import { pointInPolygon } from '../places/geometry/pointInPolygon';
import { toSquareMeters as areaInSquareMeters } from '../portal/AreaUnits';
import type { NumberRange, SearchFilters } from '../search/SearchFilters';
import type { AlertEvent } from './AlertEvent';

/** The filters the alert matcher checks on an event; a search with any other filter is checked by the search engine. */
const CHECKED = new Set<keyof SearchFilters>([
  'transactionType',
  'types',
  'subTypes',
  'excludedTypes',
  'numberOf',
  'location',
  'accountId',
  'agentUserId',
  'area',
  'price',
  'studios',
]);

/** True when every filter of the search is one the matcher decides alone (no search engine needed). */
export function isCheckedInMemory(filters: SearchFilters): boolean {
  return (Object.keys(filters) as (keyof SearchFilters)[]).every(
    (name) => filters[name] === undefined || CHECKED.has(name),
  );
}

const within = (value: number | null, range: NumberRange | undefined): boolean => {
  if (!range || (range.min === undefined && range.max === undefined)) return true;
  if (value === null) return false;
  return (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max);
};

/**
 * Whether a listing event belongs to a saved search, for the filters `isCheckedInMemory` names
 * (the same rules as the search: document 001 §4, document 002 §9 for areas). The place, the
 * transaction and the type were already matched by the reverse index; they are checked again
 * so the function stands on its own. `toEur` converts the search's price range from its
 * currency. A living-area range in another unit than m² is converted by `toSquareMeters`.
 */
export function matchesSearch(
  filters: SearchFilters,
  event: AlertEvent,
  toEur: (amount: number) => number,
  toSquareMeters: (value: number, unit: string) => number = areaInSquareMeters,
): boolean {
  if (filters.transactionType && filters.transactionType !== event.transactionType) return false;
  if (filters.types?.length && !filters.types.includes(event.type)) return false;
  if (filters.excludedTypes?.includes(event.type)) return false;
  if (filters.subTypes?.length && (event.subType === null || !filters.subTypes.includes(event.subType))) return false;
  const location = filters.location;
  if (location?.placeId && !location.polygon && !event.placeIds.includes(location.placeId)) return false;
  const point = { lat: event.latitude, lng: event.longitude };
  if (location?.polygon && location.polygon.length > 2 && !pointInPolygon(point, location.polygon)) return false;
  if (location?.polygons?.length && !location.polygons.some((polygon) => pointInPolygon(point, polygon))) return false;
  if (location?.excludedPolygons?.some((polygon) => pointInPolygon(point, polygon))) return false;
  if (location?.viewport) {
    const { northeast, southwest } = location.viewport;
    if (
      point.lat > northeast.lat ||
      point.lat < southwest.lat ||
      point.lng > northeast.lng ||
      point.lng < southwest.lng
    )
      return false;
  }
  if (filters.accountId !== undefined && filters.accountId !== event.accountId) return false;
  if (filters.agentUserId !== undefined && filters.agentUserId !== event.agentUserId) return false;
  const price = filters.price;
  if (price && !within(event.priceEur, { min: price.min && toEur(price.min), max: price.max && toEur(price.max) }))
    return false;
  const rooms = filters.numberOf?.rooms;
  // Document 001 §4: studios are added to a rooms range when asked for.
  const studio = filters.studios === true && (event.rooms === null || event.rooms <= 1);
  if (!studio && !within(event.rooms, rooms)) return false;
  if (!within(event.bedrooms, filters.numberOf?.bedrooms)) return false;
  if (!within(event.bathrooms, filters.numberOf?.bathrooms)) return false;
  const living = filters.area?.living;
  if (living && (living.min !== undefined || living.max !== undefined)) {
    const unit = living.unit ?? 'SquareMeter';
    const range = {
      min: living.min === undefined ? undefined : toSquareMeters(living.min, unit),
      max: living.max === undefined ? undefined : toSquareMeters(living.max, unit),
    };
    if (!within(event.livingArea, range)) return false;
  }
  return true;
}
