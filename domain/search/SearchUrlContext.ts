import type { UrlLanguage, SpecialSearch } from '../portal/urlWords/UrlWords';
import type { Sorting } from '../portal/Portal';
import type { Search } from './SearchFilters';

/**
 * What the search URL codec needs from outside. It never looks places up itself: parse
 * returns the slugs it found for the application to resolve, and build receives the slugs
 * the application resolved for filters.location.placeId. That keeps the codec pure.
 */
export interface SearchUrlContext {
  language: UrlLanguage;
  /** The portal's allowed sortings; all of them when not given. */
  sortings?: readonly Sorting[];
  /** The portal's default sort: left out of URLs, and dropped when a URL names it. */
  defaultSort?: Sorting;
}

/** A place as it stands in a search path: /{countrySlug?}/{placeSlug}/... */
export interface PlaceSlugs {
  countrySlug?: string;
  placeSlug: string;
}

export interface SearchUrlBuildContext extends SearchUrlContext {
  /** The slugs of filters.location.placeId; without them (or without a transaction type) the URL is /search?... */
  place?: PlaceSlugs;
}

/** A decision, not an error: the caller answers with this location. */
export interface SearchUrlRedirect {
  kind: 'redirect';
  location: string;
  permanent: boolean;
}

export interface ParsedSearchUrl {
  kind: 'search';
  /** To resolve into filters.location.placeId; absent for /search. */
  place?: PlaceSlugs;
  /** The special combination the path ended in, already applied to the search. */
  special?: SpecialSearch;
  /** Normalised (see normaliseSearch) and valid. */
  search: Search;
}

export type SearchUrlMatch = ParsedSearchUrl | SearchUrlRedirect;
