/**
 * A listing as the documents describe it (document 001 §3, document 002 §3) and as
 * GET /svc/listings/v2/listings/{id} answers it. Prices and areas carry typed values
 * (Original as published, Converted into the requested currency / unit).
 */
export const PROPERTY_TYPES = [
  'Apartment',
  'House',
  'Building',
  'PlotOfLand',
  'ParkingPlace',
  'CommercialGround',
  'Room',
  'Boat',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const TRANSACTION_TYPES = ['Sell', 'Rent'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const LISTING_CLASSES = ['ProjectAsListing', 'PropertyListing', 'ProjectListing', 'UnitListing'] as const;
export type ListingClass = (typeof LISTING_CLASSES)[number];

/** Plan tiers with their ids (document 001 §3). */
export const LISTING_CATEGORIES = {
  basic: 5,
  classic: 1,
  premium: 2,
  premiumPlus: 3,
  luxury: 4,
  global: 6,
  elite: 7,
  basicPlus: 8,
} as const;
export type ListingCategory = keyof typeof LISTING_CATEGORIES;

export const AREA_UNITS = ['SquareMeter', 'SquareFoot', 'SquareYard', 'Acre', 'Hectare'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];

export const GEOCODE_LEVELS = ['NotAvailable', 'Country', 'State', 'District', 'City', 'Postcode'] as const;
export type GeocodeLevel = (typeof GEOCODE_LEVELS)[number];

export type ValueType = 'Original' | 'Converted';

export interface PriceValue {
  type: ValueType;
  value: number;
  min?: number;
  max?: number;
  currencyId: string;
}

export interface PriceLastChange {
  type: 'Drop' | 'Increase';
  /** Previous amount in the same currency as the value it sits beside. */
  previousValue: number;
  date: string;
}

export interface Price {
  /** Whether the price may be shown (an owner can hide it: "price on request"). */
  show: boolean;
  /** Sell: total; Rent: per month. */
  interval: 'Once' | 'Month';
  values: PriceValue[];
  lastChange?: PriceLastChange;
}

export interface AreaValue {
  value: number;
  unit: AreaUnit;
  /** true for the value as published, false for a conversion. */
  original: boolean;
}

export interface Areas {
  living?: AreaValue[];
  land?: AreaValue[];
}

export type EnergyRatingType = 'EnergyEu' | 'Co2Eu';
export interface Rating {
  ratingType: EnergyRatingType;
  grade: 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';
  value: number;
}

export interface ListingLocation {
  placeId: string;
  googlePlaceId?: string;
  countryISO: string;
  showAddress: boolean;
  address?: string;
  postcode?: string;
  locality: string;
  latitude: number;
  longitude: number;
  geocodeLevel: GeocodeLevel;
  /** Ancestors from country down to the listing's place (for breadcrumbs and URLs). */
  placePath: { placeId: string; name: string; type: string }[];
}

export interface ListingImage {
  id: string;
  url: string;
  width: number;
  height: number;
  alt?: string;
  /**
   * Smaller renditions of the same picture, narrowest first ("Images that fit the
   * screen": thumbnails and sized variants for srcset); absent when the store keeps one size.
   */
  variants?: Array<{ url: string; width: number; height: number }>;
  /**
   * The same renditions (narrowest first, the picture itself last) encoded as AVIF, for browsers
   * that take it when the portal's PS_FLAG_AVIF is on; absent when the store has none.
   */
  avif?: Array<{ url: string; width: number; height: number }>;
}

/** A srcset of an image and its variants, for <img srcSet>; undefined when it has only one size. */
export function imageSrcSet(image: ListingImage): string | undefined {
  if (!image.variants?.length) return undefined;
  return [...image.variants, image].map((v) => `${v.url} ${v.width}w`).join(', ');
}

/** The srcset of the image's AVIF renditions, for a <picture>'s AVIF source; undefined when it has none. */
export function imageAvifSrcSet(image: ListingImage): string | undefined {
  if (!image.avif?.length) return undefined;
  return image.avif.map((v) => `${v.url} ${v.width}w`).join(', ');
}

/** The narrowest rendition at least `width` pixels wide (the picture itself when none is). */
export function imageFor(image: ListingImage, width: number): { url: string; width: number; height: number } {
  return image.variants?.find((variant) => variant.width >= width) ?? image;
}

export interface ContactUser {
  userId: number;
  type: 'MainAgencyContact' | 'Agent';
}

export interface RelatedAccount {
  accountId: number;
  type: 'Vendor' | 'Developer' | 'Franchise';
}

export interface Listing {
  id: number;
  originalId: string;
  reference: string;
  categoryId: number;
  category: ListingCategory;
  listingClass: ListingClass;
  projectId?: number;
  migratedToProjectId?: number;
  /** A project's own listing (class ProjectListing): its project companies' ids (document 001 §3 Project). */
  projectCompanies?: number[];
  /** Duplicate detection: the listing this one repeats (another agency's); search leaves it out. */
  duplicateOf?: number;
  isArchived: boolean;
  transactionType: TransactionType;
  type: PropertyType;
  subType?: string;
  title: string;
  /** Language of the title and description as published. */
  language: string;
  descriptionFull: string;
  /** Other languages the owner published a description in. */
  descriptions: Record<string, { title: string; description: string }>;
  price: Price;
  area: Areas;
  numberOf: { rooms?: number; bedrooms?: number; bathrooms?: number; floors?: number };
  floor?: number;
  constructionYear?: number;
  availableFrom?: string;
  amenities: string[];
  proximities: string[];
  views: string[];
  orientations: string[];
  ratings: Rating[];
  location: ListingLocation;
  images: ListingImage[];
  contactUsers: ContactUser[];
  relatedAccounts: RelatedAccount[];
  /** Whether the publisher allows showing a named contact. */
  allowContactDisplay: boolean;
  meta: { date: string; creationDate: string };
}

/** Response modes the listings service accepts (query `mode`). */
export const LISTING_MODES = ['Full', 'Light', 'ListingIds'] as const;
export type ListingMode = (typeof LISTING_MODES)[number];
