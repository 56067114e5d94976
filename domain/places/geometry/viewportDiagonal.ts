import type { Viewport } from '../Place';
import { haversineDistance } from './haversineDistance';

/** Length in metres of a viewport's diagonal, south-west to north-east: the size of a place. */
export function viewportDiagonal(viewport: Viewport): number {
  return haversineDistance(viewport.southwest, viewport.northeast);
}
