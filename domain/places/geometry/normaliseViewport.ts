import type { Viewport } from '../Place';
import { roundCoordinate } from './roundCoordinate';
import { wrapLongitude } from './wrapLongitude';

/**
 * A map viewport as the search stores it: corners rounded to 13 decimals, longitudes wrapped.
 * A view wider than the world is the whole world's longitudes.
 */
export function normaliseViewport(viewport: Viewport): Viewport {
  const width = viewport.northeast.lng - viewport.southwest.lng;
  const east = width >= 360 ? 180 : wrapLongitude(viewport.northeast.lng);
  const west = width >= 360 ? -180 : wrapLongitude(viewport.southwest.lng);
  return {
    northeast: { lat: roundCoordinate(Math.min(90, viewport.northeast.lat)), lng: roundCoordinate(east) },
    southwest: { lat: roundCoordinate(Math.max(-90, viewport.southwest.lat)), lng: roundCoordinate(west) },
  };
}
