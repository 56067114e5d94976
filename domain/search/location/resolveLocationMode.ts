import type { Place } from '#domain/places/Place';
import type { LocationMode, SearchLocation } from '../SearchFilters';
import { locationModesFor } from './locationModesFor';

/**
 * The mode a search by place runs in: the one asked for (`mode`, or `exact: true` meaning exact)
 * when the place type allows it, otherwise the place's default. A mode the place does not allow
 * is not an error: a link shared from a town kept its `nearby` when the place became a region.
 */
export function resolveLocationMode(
  location: Pick<SearchLocation, 'mode' | 'exact'>,
  place: Pick<Place, 'type' | 'viewport'>,
): LocationMode {
  const modes = locationModesFor(place);
  const requested = location.mode ?? (location.exact ? 'exact' : undefined);
  return requested && modes.allowed.includes(requested) ? requested : modes.default;
}
