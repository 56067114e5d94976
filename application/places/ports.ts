import type { ServiceIdentifier } from 'inversify';
import type { Place, PlaceSlug, PlaceType } from '#domain/places/Place';
import type { LatLng } from '#domain/places/geometry/LatLng';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';

/** Document 001 §3: "Suggest prediction: placeId, mainText, secondaryText". */
export interface PlacePrediction {
  placeId: string;
  mainText: string;
  secondaryText: string;
  type: PlaceType;
}

/** Document 001 §7: suggest predictions, params input, types, radius, components, location. */
export interface AutocompleteQuery {
  input: string;
  /** The visitor's language; English is always added (document 001 §7). */
  language: string;
  types?: PlaceType[];
  /** Metres around `location` that rank first (document 001 §9: radius 100000). */
  radius?: number;
  location?: LatLng;
  /** Countries asked for (components country:xx); always within `allowedCountries`. */
  countries?: string[];
  /** The portal's countries (document 001 §9: "countries restricted to allowed ones"). */
  allowedCountries: readonly string[];
  count?: number;
}

export interface PlacesByIdsQuery {
  placeIds?: string[];
  /** The embedded service has no Google ids: they are looked up as place ids. */
  googlePlaceIds?: string[];
  /** Ancestors of these types are sent along (document 001 §7 placeTypesToSideload). */
  placeTypesToSideload?: PlaceType[];
}

export interface PlacesByIds {
  places: Place[];
  sideloaded: Place[];
}

/** A place found by one of its slugs; `canonicalSlug` differs when the slug is obsolete (redirect to it). */
export interface PlaceBySlug {
  place: Place;
  slug: PlaceSlug;
  canonicalSlug: string;
}

export interface SlugQuery {
  slug: string;
  language?: string;
  countryISO?: string;
}

/** GET /places/geocode: a slug (with its country), a free text, or a point. */
export interface GeocodeQuery {
  slug?: string;
  address?: string;
  lat?: number;
  lng?: number;
  countryISO?: string;
  language?: string;
}

/**
 * The places back end (document 001 §7 "Places"). Two adapters: SQL (embedded) and HTTP
 * (the seed contract at /svc/places); one contract suite checks both.
 */
export interface PlacesService {
  autocomplete(query: AutocompleteQuery): Promise<Result<PlacePrediction[], DomainError>>;
  /** 'placeId {id} not found'. */
  getPlace(id: string): Promise<Result<Place, DomainError>>;
  /** Unknown ids are left out; order follows the ids. */
  getPlacesByIds(query: PlacesByIdsQuery): Promise<Result<PlacesByIds, DomainError>>;
  /** Every place a slug names (one per country), current slugs before obsolete ones. */
  findPlacesBySlug(query: SlugQuery): Promise<Result<PlaceBySlug[], DomainError>>;
  getPlaceSlugs(id: string): Promise<Result<PlaceSlug[], DomainError>>;
  /** 'Cannot geocode place for slug' when nothing matches. */
  geocode(query: GeocodeQuery): Promise<Result<Place, DomainError>>;
  /** GET /places?placeType=: places of a type, e.g. the countries, within the given countries. */
  listPlaces(query: { placeType: PlaceType; countries?: readonly string[] }): Promise<Result<Place[], DomainError>>;
}
export const PlacesService: ServiceIdentifier<PlacesService> = Symbol.for('places.PlacesService');
