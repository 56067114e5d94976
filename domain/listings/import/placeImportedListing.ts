import { haversineDistance } from '../../places/geometry/haversineDistance';
import type { GeocodeLevel } from '../Listing';
import type { ImportedLocation, ImportRejectionReason } from './ImportedListing';

/** A place the import may put a listing in, as the places store reads it. */
export interface PlaceCandidate {
  placeId: string;
  type: string;
  /** Names by language. */
  names: Record<string, string>;
  postcode?: string;
  latitude: number;
  longitude: number;
  /** From the country down to the parent. */
  ancestorIds: string[];
  /** Every name of every ancestor, for telling two towns of one name apart by their region. */
  ancestorNames: string[];
  /** The town's name by language: its own for a town, its parent's for a postcode area. */
  localityNames: Record<string, string>;
}

export interface PlacedLocation {
  placeId: string;
  ancestorPlaceIds: string[];
  locality: string;
  latitude: number;
  longitude: number;
  geocodeLevel: GeocodeLevel;
}

/** How far from the coordinates a town may stand and still be the listing's: a town's own reach. */
export const NEAREST_TOWN_MAX_KM = 25;

/** What the places store found for a location: by postcode, by town name, and the towns nearest its coordinates. */
export interface PlaceLookup {
  byPostcode: readonly PlaceCandidate[];
  byTown: readonly PlaceCandidate[];
  near: readonly PlaceCandidate[];
}

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The place of an imported listing. Its coordinates, when the feed gives them, decide: the nearest
 * town within NEAREST_TOWN_MAX_KM (a postcode area of that town when the feed's postcode names
 * one). Without coordinates, the postcode (narrowed by the town when several areas share it), else
 * the town (narrowed by the region when several towns share the name). Nothing found, or two towns
 * left that nothing tells apart, is a rejection: the portal does not guess an address.
 */
export function placeImportedListing(
  location: ImportedLocation,
  lookup: PlaceLookup,
  language: string,
): { ok: true; value: PlacedLocation } | { ok: false; reason: ImportRejectionReason } {
  const town = location.town ? fold(location.town) : undefined;
  const region = location.region ? fold(location.region) : undefined;
  const namedTown = (place: PlaceCandidate) =>
    town !== undefined && Object.values(place.localityNames).some((name) => fold(name) === town);
  const inRegion = (place: PlaceCandidate) =>
    region !== undefined && place.ancestorNames.some((name) => fold(name) === region);
  const narrow = (places: readonly PlaceCandidate[], test: (place: PlaceCandidate) => boolean) => {
    const kept = places.filter(test);
    return kept.length > 0 ? kept : places;
  };

  let chosen: PlaceCandidate | undefined;
  if (location.latitude !== undefined && location.longitude !== undefined) {
    const { latitude, longitude } = location;
    const nearest = [...lookup.near]
      .map((place) => ({
        place,
        km: haversineDistance({ lat: latitude, lng: longitude }, { lat: place.latitude, lng: place.longitude }) / 1000,
      }))
      .filter((entry) => entry.km <= NEAREST_TOWN_MAX_KM)
      .sort((a, b) => a.km - b.km)[0]?.place;
    if (!nearest) return { ok: false, reason: 'PlaceNotFound' };
    const area = lookup.byPostcode.find((place) => place.ancestorIds.includes(nearest.placeId));
    chosen = area ?? nearest;
  } else if (lookup.byPostcode.length > 0) {
    const areas = narrow(lookup.byPostcode, namedTown);
    if (new Set(areas.map((place) => place.ancestorIds.join('/'))).size > 1)
      return { ok: false, reason: 'PlaceAmbiguous' };
    chosen = areas[0];
  } else {
    const towns = narrow(lookup.byTown.filter(namedTown), inRegion);
    if (towns.length > 1) return { ok: false, reason: 'PlaceAmbiguous' };
    chosen = towns[0];
  }
  if (!chosen) return { ok: false, reason: 'PlaceNotFound' };
  const coordinates =
    location.latitude !== undefined && location.longitude !== undefined
      ? { latitude: location.latitude, longitude: location.longitude }
      : { latitude: chosen.latitude, longitude: chosen.longitude };
  const postcode = location.postcode ?? chosen.postcode;
  return {
    ok: true,
    value: {
      placeId: chosen.placeId,
      ancestorPlaceIds: [...chosen.ancestorIds, chosen.placeId],
      locality:
        chosen.localityNames[language] ?? chosen.localityNames.en ?? Object.values(chosen.localityNames)[0] ?? '',
      ...coordinates,
      geocodeLevel: postcode ? 'Postcode' : 'City',
    },
  };
}

/** Degrees of latitude in NEAREST_TOWN_MAX_KM, with a margin. */
const LAT_REACH = NEAREST_TOWN_MAX_KM / 110;

/**
 * The area whose towns may be nearest to the coordinates: a 0.1° cell around them, widened by
 * NEAREST_TOWN_MAX_KM, so listings of one cell share one lookup. `key` names the cell.
 */
export function nearbyArea(
  latitude: number,
  longitude: number,
): { key: string; south: number; north: number; west: number; east: number } {
  const cellLat = Math.floor(latitude * 10) / 10;
  const cellLng = Math.floor(longitude * 10) / 10;
  const lngReach = LAT_REACH / Math.max(0.1, Math.cos(((Math.abs(cellLat) + 0.1) * Math.PI) / 180));
  return {
    key: `${cellLat.toFixed(1)},${cellLng.toFixed(1)}`,
    south: cellLat - LAT_REACH,
    north: cellLat + 0.1 + LAT_REACH,
    west: cellLng - lngReach,
    east: cellLng + 0.1 + lngReach,
  };
}
