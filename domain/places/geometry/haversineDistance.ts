import type { LatLng } from './LatLng';
import { EARTH_RADIUS_M } from './MapGeometry';

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in metres on a sphere of radius 6371000 m (document 002 §9). */
export function haversineDistance(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
