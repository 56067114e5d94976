import type { PlaceType } from '../Place';
import type { LatLng } from '../geometry/LatLng';
import { haversineDistance } from '../geometry/haversineDistance';

export interface SuggestionCandidate {
  placeId: string;
  type: PlaceType;
  latitude: number;
  longitude: number;
  population?: number;
  /** The matched slug equals the typed text, not just starts with it. */
  exact: boolean;
}

/**
 * When nothing else decides: a country, then a town (what most visitors type), then a region of
 * the same name, then districts and postcodes.
 */
const TYPE_ORDER: Partial<Record<PlaceType, number>> = {
  country: 0,
  locality: 1,
  administrative_area_level_1: 2,
  administrative_area_level_2: 3,
  colloquial_area: 4,
  neighborhood: 5,
  postal_code: 6,
};

/**
 * Document 001 §9 "Suggest: radius 100000": places within `radius` metres of `location` come
 * first. Then exact names, then by type (countries, towns, regions, postcodes), then bigger places first.
 */
export function rankSuggestions<T extends SuggestionCandidate>(
  candidates: readonly T[],
  bias?: { location: LatLng; radius: number },
): T[] {
  const near = (c: T) =>
    bias ? haversineDistance(bias.location, { lat: c.latitude, lng: c.longitude }) <= bias.radius : false;
  return [...candidates]
    .map((c) => ({ c, near: near(c) }))
    .sort(
      (a, b) =>
        Number(b.near) - Number(a.near) ||
        Number(b.c.exact) - Number(a.c.exact) ||
        (TYPE_ORDER[a.c.type] ?? 9) - (TYPE_ORDER[b.c.type] ?? 9) ||
        (b.c.population ?? 0) - (a.c.population ?? 0) ||
        (a.c.placeId < b.c.placeId ? -1 : 1),
    )
    .map(({ c }) => c);
}
