import type { Place, PlaceSlug, PlaceType } from '#domain/places/Place';
import type { LatLng } from '#domain/places/geometry/LatLng';
import type { Listing } from '#domain/listings/Listing';

/*
 * The places calls' shapes (document 001 §7 "Places"): what each call takes and answers. The
 * handlers take and answer them, so presentation reads them here, never from the ports.
 */

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

/** A listing people viewed this week, with how many, priced in the currency asked. */
export interface ViewedListing {
  listing: Listing;
  views: number;
}
