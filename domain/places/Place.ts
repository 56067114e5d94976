/** A place (document 001 §3). Ids are strings (the documents' placeId). */
export const PLACE_TYPES = [
  'continent',
  'country',
  'administrative_area_level_1',
  'administrative_area_level_2',
  'administrative_area_level_3',
  'administrative_area_level_4',
  'administrative_area_level_5',
  'locality',
  'colloquial_area',
  'neighborhood',
  'postal_code',
] as const;
export type PlaceType = (typeof PLACE_TYPES)[number];

export interface Viewport {
  northeast: { lat: number; lng: number };
  southwest: { lat: number; lng: number };
}

export interface PlaceSlug {
  slug: string;
  language: string;
  isObsolete: boolean;
}

export interface Place {
  placeId: string;
  type: PlaceType;
  /** Localised names by language; `en` always present. */
  names: Record<string, string>;
  ancestors: { type: PlaceType; placeId: string }[];
  slugs: PlaceSlug[];
  viewport: Viewport;
  countryISO: string;
  isEU: boolean;
  latitude: number;
  longitude: number;
  population?: number;
  postcode?: string;
}
