import type { Place } from '#domain/places/Place';
import { isBigLocality } from '#domain/places/geometry/isBigLocality';
import type { LatLng } from '#domain/places/geometry/LatLng';
import { roundCoordinate } from '#domain/places/geometry/roundCoordinate';
import { viewportDiagonal } from '#domain/places/geometry/viewportDiagonal';

/** Where a nearby search looks beyond its place: a circle around the place's centre. */
export interface NearbyArea {
  center: LatLng;
  radiusM: number;
}

/**
 * Our choice (the documents name the mode, not its reach): the place's half-diagonal plus a
 * margin, 5000 m around a small place and 2000 m around a big locality (diagonal ≥ 8000 m,
 * document 002 §9) whose own suburbs already fill the map.
 */
export const NEARBY_MARGIN_M = 5000;
export const BIG_LOCALITY_NEARBY_MARGIN_M = 2000;

export function nearbyArea(place: Pick<Place, 'type' | 'viewport' | 'latitude' | 'longitude'>): NearbyArea {
  const margin = isBigLocality(place) ? BIG_LOCALITY_NEARBY_MARGIN_M : NEARBY_MARGIN_M;
  return {
    center: { lat: roundCoordinate(place.latitude), lng: roundCoordinate(place.longitude) },
    radiusM: Math.round(viewportDiagonal(place.viewport) / 2 + margin),
  };
}
