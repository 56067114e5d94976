import type { PropertyType, TransactionType } from '#domain/listings/Listing';
import { PROPERTY_TYPES, TRANSACTION_TYPES } from '#domain/listings/Listing';
import type { Sorting } from '../Portal';
import { SORTINGS } from '../Portal';

/**
 * The words our URLs are made of, per language (document 000 §2, document 001 §2,
 * document 002 §2). They are data, one file per language in ./languages, so adding a
 * language is adding a file; the types below make the compiler refuse a language
 * that misses a word.
 */
export const URL_LANGUAGES = [
  'de',
  'en',
  'es',
  'fr',
  'it',
  'pt',
  'nl',
  'pl',
  'ru',
  'sv',
  'da',
  'nb',
  'fi',
  'cs',
  'hu',
  'ro',
  'el',
  'tr',
  'zh',
  'ja',
] as const;
export type UrlLanguage = (typeof URL_LANGUAGES)[number];

/** Fixed first segments of the non-search routes: /{listing}/{id}, /{place}/{agents}, ... */
export const URL_SEGMENTS = ['listing', 'project', 'unit', 'agent', 'agency', 'agents', 'stats', 'search'] as const;
export type UrlSegment = (typeof URL_SEGMENTS)[number];

/** Listing sub-types common enough to deserve a path segment; any other sub-type goes to the query (st). */
export const URL_SUB_TYPES = [
  'Attic',
  'Penthouse',
  'Loft',
  'StudioApartment',
  'TerracedApartment',
  'DetachedHouse',
  'Semi-detachedHouse',
  'Farmhouse',
  'Villa',
  'Chalet',
] as const;
export type UrlSubType = (typeof URL_SUB_TYPES)[number];

/** Path flags: /{projects}/ and /{luxury}/. */
export const SEARCH_FLAGS = ['projects', 'luxury'] as const;
export type SearchFlag = (typeof SEARCH_FLAGS)[number];

/**
 * rooms, bedrooms and bathrooms are nouns used inside `{n}-{noun}` / `{n}p-{noun}`;
 * studio is a whole segment (document 001 §3: "Studio is a special number-of-rooms value").
 */
export const NUMBER_OF_WORDS = ['rooms', 'bedrooms', 'bathrooms', 'studio'] as const;
export type NumberOfWord = (typeof NUMBER_OF_WORDS)[number];

/** The documents' proximities (Beach, TownCentre, Sea) plus the default filter options (document 001 §3). */
export const URL_PROXIMITIES = [
  'Beach',
  'Sea',
  'TownCentre',
  'PublicTransport',
  'Highway',
  'Shops',
  'Park',
  'SportCenter',
] as const;
export type UrlProximity = (typeof URL_PROXIMITIES)[number];

export const URL_AMENITIES = [
  'Lift',
  'Terrace',
  'Garden',
  'Garage',
  'Furnished',
  'Balcony',
  'Parking',
  'AirConditioning',
  'Alarm',
  'SwimmingPool',
] as const;
export type UrlAmenity = (typeof URL_AMENITIES)[number];

export const URL_VIEWS = [
  'City',
  'Forest',
  'Garden',
  'Hills',
  'Lake',
  'Mountains',
  'Sea',
  'Countryside',
  'Courtyard',
  'Greenery',
] as const;
export type UrlView = (typeof URL_VIEWS)[number];

/** Preset combinations that replace the trailing path segments (document 001 §3). */
export const SPECIAL_SEARCHES = ['GardenAndGarage', 'CheaperThan100k'] as const;
export type SpecialSearch = (typeof SPECIAL_SEARCHES)[number];

export interface UrlWords {
  segment: Record<UrlSegment, string>;
  transaction: Record<TransactionType, string>;
  /** Plural forms, as a search lists many: "apartments". */
  propertyType: Record<PropertyType, string>;
  subType: Record<UrlSubType, string>;
  flag: Record<SearchFlag, string>;
  numberOf: Record<NumberOfWord, string>;
  proximity: Record<UrlProximity, string>;
  amenity: Record<UrlAmenity, string>;
  view: Record<UrlView, string>;
  sorting: Record<Sorting, string>;
  special: Record<SpecialSearch, string>;
}

/**
 * The categories route matching reads (document 000 §2: which page a path is): the browser keeps
 * them for every language, the rest only for its page's language (browserUrlWords).
 */
export type UrlRouteWords = Pick<UrlWords, 'segment' | 'transaction'>;

export type UrlWordCategory = keyof UrlWords;
export type UrlWord<C extends UrlWordCategory> = keyof UrlWords[C] & string;

/** Every word of every category, so lookups and tests can walk the data without guessing. */
export const URL_WORD_KEYS: { readonly [C in UrlWordCategory]: readonly UrlWord<C>[] } = {
  segment: URL_SEGMENTS,
  transaction: TRANSACTION_TYPES,
  propertyType: PROPERTY_TYPES,
  subType: URL_SUB_TYPES,
  flag: SEARCH_FLAGS,
  numberOf: NUMBER_OF_WORDS,
  proximity: URL_PROXIMITIES,
  amenity: URL_AMENITIES,
  view: URL_VIEWS,
  sorting: SORTINGS,
  special: SPECIAL_SEARCHES,
};

/** The categories that appear as whole segments of a search path (numberOf nouns are only parts of one). */
export const SEARCH_PATH_CATEGORIES = [
  'transaction',
  'propertyType',
  'subType',
  'flag',
  'proximity',
  'amenity',
  'view',
  'sorting',
  'special',
] as const satisfies readonly UrlWordCategory[];

/** Lowercase ascii letters and digits in hyphen-separated runs: safe in any URL without encoding. */
export const URL_WORD_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
