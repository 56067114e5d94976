import type { Viewport } from '../Place';
import type { LatLng } from './LatLng';

/** The smallest viewport around the points (the prefilter before a point-in-polygon test). */
export function boundingBox(points: readonly LatLng[]): Viewport {
  if (points.length === 0) throw new Error('boundingBox needs at least one point');
  let north = -90,
    south = 90,
    east = -180,
    west = 180;
  for (const { lat, lng } of points) {
    north = Math.max(north, lat);
    south = Math.min(south, lat);
    east = Math.max(east, lng);
    west = Math.min(west, lng);
  }
  return { northeast: { lat: north, lng: east }, southwest: { lat: south, lng: west } };
}
