import type { DomainError } from '../shared/DomainError';
import type { Result } from '../shared/Result';
import { err, ok } from '../shared/Result';
import type { SpecialSearch, UrlLanguage } from '../portal/urlWords/UrlWords';
import { urlWordOf } from '../portal/urlWords/urlWordLookup';
import type { Search } from './SearchFilters';
import type { PlaceSlugs } from './SearchUrlContext';
import { mergeSearches } from './mergeSearches';
import { searchErrors } from './searchErrors';
import { validatePlaceSlug } from './validatePlaceSlug';

export interface ParsedSearchPath {
  place?: PlaceSlugs;
  special?: SpecialSearch;
  /** Only what the path says; the query is merged in by the caller. */
  search: Search;
}

type Language = UrlLanguage | undefined;
/** One optional path position: the search a slug stands for there, if it is one. */
type Step = (slug: string, language: Language) => Search | undefined;

const filters = (value: Search['filters']): Search => ({ filters: value, params: {} });
const NUMBER_OF_SLUG = /^(\d{1,9})(p?)-([a-z0-9-]+)$/;

/** The positions after the transaction type, in the order of document 002 §2. */
const STEPS: readonly Step[] = [
  (slug, language) => {
    const type = urlWordOf('propertyType', slug, language);
    return type && filters({ types: [type] });
  },
  (slug, language) => {
    const subType = urlWordOf('subType', slug, language);
    return subType && filters({ subTypes: [subType] });
  },
  (slug, language) =>
    urlWordOf('flag', slug, language) === 'projects' ? filters({ classes: ['ProjectListing'] }) : undefined,
  (slug, language) => (urlWordOf('flag', slug, language) === 'luxury' ? filters({ luxury: true }) : undefined),
  (slug, language) => numberOf(slug, language),
  (slug, language) => {
    const value = urlWordOf('proximity', slug, language);
    return value && filters({ proximities: [value] });
  },
  (slug, language) => {
    const value = urlWordOf('amenity', slug, language);
    return value && filters({ amenities: [value] });
  },
  (slug, language) => {
    const value = urlWordOf('view', slug, language);
    return value && filters({ viewLandscapes: [value] });
  },
  (slug, language) => {
    const sort = urlWordOf('sorting', slug, language);
    return sort && { filters: {}, params: { sort } };
  },
];

/** `3-bedrooms` exactly three, `3p-bedrooms` three or more, `studio` studios (document 002 §5). */
function numberOf(slug: string, language: Language): Search | undefined {
  if (urlWordOf('numberOf', slug, language) === 'studio') return filters({ studios: true });
  const match = NUMBER_OF_SLUG.exec(slug);
  const kind = match && urlWordOf('numberOf', match[3], language);
  if (!match || !kind || kind === 'studio') return undefined;
  const n = Number(match[1]);
  return filters({ numberOf: { [kind]: match[2] === 'p' ? { min: n } : { min: n, max: n } } });
}

const isTransaction = (slug: string | undefined) =>
  slug !== undefined && urlWordOf('transaction', slug.toLowerCase()) !== undefined;
const isSearchSegment = (slug: string) => slug === 'search' || urlWordOf('segment', slug.toLowerCase()) === 'search';

/** Words of the context's language first, then of any language, so links shared across cultures still work. */
function findStep(slug: string, from: number, language: UrlLanguage): { index: number; search: Search } | undefined {
  for (const lang of [language, undefined]) {
    for (let index = from; index < STEPS.length; index += 1) {
      const search = STEPS[index](slug, lang);
      if (search) return { index, search };
    }
  }
  return undefined;
}

/**
 * The place-first search path (decoded segments): /search, or
 * /{countrySlug?}/{placeSlug}/{transactionType}/{optional segments in order}, or the
 * short form ending in a special combination after the transaction or property type.
 * The country slug is told apart by where the transaction slug stands, which is why place
 * slugs may not be transaction slugs.
 */
export function parseSearchPath(
  segments: readonly string[],
  language: UrlLanguage,
): Result<ParsedSearchPath, DomainError> {
  if (segments.length === 1 && isSearchSegment(segments[0])) return ok({ search: { filters: {}, params: {} } });
  const at = isTransaction(segments[1]) ? 1 : isTransaction(segments[2]) ? 2 : -1;
  if (at < 0) return err(searchErrors.transactionSlugNotSupported(segments[Math.min(2, segments.length - 1)] ?? ''));

  const place: PlaceSlugs =
    at === 2 ? { countrySlug: segments[0], placeSlug: segments[1] } : { placeSlug: segments[0] };
  const placeCheck = validatePlaceSlug(place.placeSlug, 'placeSlug');
  if (!placeCheck.ok) return placeCheck;
  if (place.countrySlug !== undefined) {
    const countryCheck = validatePlaceSlug(place.countrySlug, 'countrySlug');
    if (!countryCheck.ok) return countryCheck;
  }
  const transactionSlug = segments[at].toLowerCase();
  const transactionType =
    urlWordOf('transaction', transactionSlug, language) ?? urlWordOf('transaction', transactionSlug)!;

  let search: Search = filters({ transactionType });
  let special: SpecialSearch | undefined;
  let next = 0;
  const tail = segments.slice(at + 1).map((segment) => segment.toLowerCase());
  for (const [position, slug] of tail.entries()) {
    const combination = urlWordOf('special', slug, language) ?? urlWordOf('special', slug);
    // A special combination replaces everything after the property type, so it must come last and early.
    if (combination && position === tail.length - 1 && next <= 1) {
      special = combination;
      break;
    }
    const step = combination ? undefined : findStep(slug, next, language);
    if (!step)
      return err(
        position === 0 && !combination
          ? searchErrors.propertySlugNotSupported(slug)
          : searchErrors.searchSlugNotSupported(slug),
      );
    search = mergeSearches(search, step.search);
    next = step.index + 1;
  }
  return ok({ place, special, search });
}
