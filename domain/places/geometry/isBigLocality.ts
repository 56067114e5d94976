import type { Place } from '../Place';
import { BIG_LOCALITY_DIAGONAL_M } from './MapGeometry';
import { viewportDiagonal } from './viewportDiagonal';

/** Document 002 §9: "a locality place counts as big if its viewport diagonal is at least 8000 m". */
export function isBigLocality(place: Pick<Place, 'type' | 'viewport'>): boolean {
  return place.type === 'locality' && viewportDiagonal(place.viewport) >= BIG_LOCALITY_DIAGONAL_M;
}
