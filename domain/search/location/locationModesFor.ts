import type { Place, PlaceType } from '#domain/places/Place';
import { viewportDiagonal } from '#domain/places/geometry/viewportDiagonal';
import type { LocationMode } from '../SearchFilters';

/** Document 001 §4: a place whose viewport diagonal is at most 5900 m counts as small. */
export const SMALL_PLACE_DIAGONAL_M = 5900;

export interface LocationModes {
  allowed: readonly LocationMode[];
  default: LocationMode;
}

const AREA_TYPES: ReadonlySet<PlaceType> = new Set([
  'postal_code',
  'administrative_area_level_1',
  'administrative_area_level_2',
  'administrative_area_level_3',
  'administrative_area_level_4',
  'country',
]);
const AREA_MODES: LocationModes = { allowed: ['mapArea', 'exact'], default: 'exact' };
const NEARBY_MODES: LocationModes = { allowed: ['nearby', 'mapArea', 'exact'], default: 'nearby' };

/**
 * Document 001 §4: "postal_code, administrative levels 1 to 4 and country allow mapArea or exact
 * (default exact); locality, small places (viewport diagonal up to 5900 m) and the default allow
 * nearby, mapArea, exact (default nearby)". The size test comes before the type test, otherwise
 * it would never decide anything: a postal code or district of at most 5900 m allows nearby.
 */
export function locationModesFor(place: Pick<Place, 'type' | 'viewport'>): LocationModes {
  if (place.type === 'locality') return NEARBY_MODES;
  if (viewportDiagonal(place.viewport) <= SMALL_PLACE_DIAGONAL_M) return NEARBY_MODES;
  return AREA_TYPES.has(place.type) ? AREA_MODES : NEARBY_MODES;
}
