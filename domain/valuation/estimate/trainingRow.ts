import type { Condition, ValuationPropertyType } from '../Property';

/** One sale listing the model learns from (asking prices of live listings, in the country's currency). */
export interface TrainingRow {
  listingId: number;
  title: string;
  type: ValuationPropertyType;
  livingArea: number;
  landArea?: number;
  rooms?: number;
  constructionYear?: number;
  /** Document 002 §5's condition, when the listing states it. */
  condition?: Condition;
  amenities: readonly string[];
  /** A new build (a project's unit): asks more than the existing stock. */
  isNewBuild: boolean;
  latitude: number;
  longitude: number;
  /** The listing's own place: its town, or a postcode area inside it. */
  placeId: string;
  /** The town (locality) the listing stands in, and the town's population when known. */
  localityId: string;
  locality: string;
  population?: number;
  regionId: string;
  price: number;
  createdAt: string;
}

/** What the model reads of the valued property. */
export interface Subject {
  type: ValuationPropertyType;
  livingArea: number;
  landArea?: number;
  rooms?: number;
  constructionYear?: number;
  condition?: Condition;
  /** Amenity names as stored: an Amenity, or a name a feed sent that the model does not know. */
  amenities: readonly string[];
  isNewBuild: boolean;
  latitude: number;
  longitude: number;
  /** The place of its address (a town or a postcode area) with its town, region and the town's population, when known. */
  place?: SubjectPlace;
}

export interface SubjectPlace {
  placeId?: string;
  localityId?: string;
  regionId?: string;
  population?: number;
}

/** A listing seen as a property to value: what the wizard would know of it (characteristics, coordinates, its place). */
export const subjectOfRow = (row: TrainingRow): Subject => ({
  type: row.type,
  livingArea: row.livingArea,
  landArea: row.landArea,
  rooms: row.rooms,
  constructionYear: row.constructionYear,
  condition: row.condition,
  amenities: row.amenities,
  isNewBuild: row.isNewBuild,
  latitude: row.latitude,
  longitude: row.longitude,
  place: { placeId: row.placeId, localityId: row.localityId, regionId: row.regionId, population: row.population },
});

const EARTH_RADIUS_M = 6_371_000;

/** Great-circle distance in metres (document 002 §9: "earth radius 6371000 m"). */
export function distanceM(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
