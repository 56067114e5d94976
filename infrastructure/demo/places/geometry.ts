import type { Viewport } from '#domain/places/Place';

const KM_PER_DEGREE_LATITUDE = 111.32;

/** A square viewport of `radiusKm` around a point, wide enough in longitude for the latitude. */
export function viewportAround(latitude: number, longitude: number, radiusKm: number): Viewport {
  const dLat = radiusKm / KM_PER_DEGREE_LATITUDE;
  const dLng = radiusKm / (KM_PER_DEGREE_LATITUDE * Math.cos((latitude * Math.PI) / 180));
  return {
    northeast: { lat: round(latitude + dLat), lng: round(longitude + dLng) },
    southwest: { lat: round(latitude - dLat), lng: round(longitude - dLng) },
  };
}

/** The smallest viewport holding all of them. */
export function enclosingViewport(viewports: readonly Viewport[]): Viewport {
  return {
    northeast: {
      lat: Math.max(...viewports.map((v) => v.northeast.lat)),
      lng: Math.max(...viewports.map((v) => v.northeast.lng)),
    },
    southwest: {
      lat: Math.min(...viewports.map((v) => v.southwest.lat)),
      lng: Math.min(...viewports.map((v) => v.southwest.lng)),
    },
  };
}

/**
 * How far a town reaches, from its population: a village ~1.2 km, a town of 100,000 ~4 km,
 * a metropolis capped at 22 km. It sizes viewports and scatters listings credibly around the centre.
 */
export function localityRadiusKm(population: number): number {
  return Math.min(22, Math.max(1.2, 1 + Math.sqrt(population) / 110));
}

/** A point `distanceKm` from the centre in direction `bearing` (radians), on a flat local approximation. */
export function offsetPoint(
  latitude: number,
  longitude: number,
  distanceKm: number,
  bearing: number,
): { latitude: number; longitude: number } {
  const dLat = (distanceKm * Math.cos(bearing)) / KM_PER_DEGREE_LATITUDE;
  const dLng = (distanceKm * Math.sin(bearing)) / (KM_PER_DEGREE_LATITUDE * Math.cos((latitude * Math.PI) / 180));
  return { latitude: round(latitude + dLat), longitude: round(longitude + dLng) };
}

const round = (value: number): number => Math.round(value * 1e6) / 1e6;
