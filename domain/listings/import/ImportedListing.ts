import type { AreaUnit, EnergyRatingType, PropertyType, Rating, TransactionType } from '../Listing';

/** The feed formats an agency's software exports and the portal reads (docs/import.md). */
export const IMPORT_FORMATS = ['openimmo', 'kyero'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** A full feed lists every live listing (what it leaves out is archived); a delta only what changed. */
export const IMPORT_MODES = ['full', 'delta'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** A surface as the agency published it: the unit is kept (document 002 §3: "an original flag"). */
export interface ImportedArea {
  value: number;
  unit: AreaUnit;
}

export interface ImportedPrice {
  value: number;
  /** ISO 4217, as the feed states it. */
  currency: string;
  /** Sell: the total; Rent: per month (document 001 §3, "Sell: total; Rent: per month"). */
  interval: 'Once' | 'Month';
  /** false for "price on request": the value is kept for search but not shown. */
  show: boolean;
}

/** An energy certificate on the EU scale (document 000 §9); the grade follows the value when both are given. */
export interface ImportedRating {
  ratingType: EnergyRatingType;
  grade: Rating['grade'];
  value?: number;
}

/**
 * Where the listing stands, as the feed says it. Coordinates when the feed gives them; the place
 * always comes from the postcode and town (else the nearest town to the coordinates).
 */
export interface ImportedLocation {
  countryIso: string;
  postcode?: string;
  town?: string;
  region?: string;
  address?: string;
  latitude?: number;
  longitude?: number;
  /** Whether the agency lets the portal show the street address. */
  showAddress: boolean;
}

export interface ImportedContact {
  name?: string;
  email?: string;
  phone?: string;
}

/** One listing of an agency's feed, mapped to the portal's vocabulary and checked, ready to be stored. */
export interface ImportedListing {
  /** The agency's own reference: how a later feed names the same listing. */
  reference: string;
  transactionType: TransactionType;
  type: PropertyType;
  subType?: string;
  /** The language published first: the one the listing's title and description are shown in by default. */
  language: string;
  /** By language; a format without titles (Kyero) leaves them empty and the portal composes one. */
  titles: Record<string, string>;
  descriptions: Record<string, string>;
  price: ImportedPrice;
  livingArea?: ImportedArea;
  landArea?: ImportedArea;
  rooms?: number;
  bedrooms?: number;
  bathrooms?: number;
  floor?: number;
  constructionYear?: number;
  /** In the portal's amenity vocabulary (GET /v2/repositories amenities), sorted, no repeats. */
  amenities: string[];
  ratings: ImportedRating[];
  location: ImportedLocation;
  /** The feed's picture URLs in its order; fetched and stored by the media import, never here. */
  imageUrls: string[];
  contact: ImportedContact;
}

/** Why a listing of a feed was not imported: a message key docs/import.md explains. */
export const IMPORT_REJECTION_REASONS = [
  'Required',
  'NotANumber',
  'OutOfRange',
  'UnknownValue',
  'UnknownCurrency',
  'UnknownCountry',
  'UnknownUnit',
  'UnknownGrade',
  'PlaceNotFound',
  'PlaceAmbiguous',
  'DuplicateReference',
  'StoreFailed',
] as const;
export type ImportRejectionReason = (typeof IMPORT_REJECTION_REASONS)[number];

export interface ImportRejection {
  /** The agency's reference, or `#n` (its position in the feed) when the listing has none. */
  reference: string;
  /** The portal's field at fault (price, location, livingArea…). */
  field: string;
  reason: ImportRejectionReason;
  /** What the feed said, cut short, so the agency can find it. */
  value?: string;
}

// A feed's value is text, a number or a parsed element: an element is shown as JSON, not "[object Object]".
const shown = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

export const rejection = (
  reference: string,
  field: string,
  reason: ImportRejectionReason,
  value?: unknown,
): ImportRejection => ({
  reference,
  field,
  reason,
  ...(value === undefined || value === null ? {} : { value: shown(value).slice(0, 80) }),
});

/** What a feed holds once read: its listings, the ones it rejects, and those it withdraws by name. */
export interface ParsedFeed {
  listings: ImportedListing[];
  rejections: ImportRejection[];
  /** References the feed itself withdraws (OpenImmo aktion DELETE): archived in any mode. */
  withdrawn: string[];
}

/**
 * What an imported listing is published as: a single property on the basic plan (document 001 §3
 * categories). A feed says nothing of the portal's plans; an agency's upgrades are the portal's.
 */
export const IMPORTED_LISTING_CATEGORY = 'basic' as const;
export const IMPORTED_LISTING_CLASS = 'PropertyListing' as const;
