import type { UrlLanguage, UrlWords } from '../portal/urlWords/UrlWords';
import {
  SPECIAL_SEARCHES,
  URL_AMENITIES,
  URL_PROXIMITIES,
  URL_SUB_TYPES,
  URL_VIEWS,
} from '../portal/urlWords/UrlWords';
import { urlWordsOf } from '../portal/urlWords/urlWordLookup';
import type { NumberOfFilter, Search, SearchFilters } from './SearchFilters';
import type { PlaceSlugs } from './SearchUrlContext';
import { SPECIAL_SEARCH_PRESETS } from './specialSearchPresets';

export interface SearchPath {
  /** Unencoded segments: /{country?}/{place}/{transactionType}/... */
  segments: string[];
  /** What the path could not carry: it goes to the query string. */
  rest: Search;
}

const NUMBER_OF_KINDS = ['rooms', 'bedrooms', 'bathrooms'] as const;

/**
 * The path of a (normalised, valid) search that has a transaction type and a place
 * (document 002 §2). A segment holds one value, so a list goes to the path only when it
 * has exactly one value with a slug; and the short form (a special combination) is used
 * when the combination is the whole tail, so every search has one URL.
 */
export function buildSearchPath(search: Search, language: UrlLanguage, place: PlaceSlugs): SearchPath {
  const words = urlWordsOf(language);
  const { transactionType, location, ...filters } = search.filters;
  const { placeId: _placeId, ...otherLocation } = location ?? {};
  const head = [
    ...(place.countrySlug ? [place.countrySlug] : []),
    place.placeSlug,
    words.transaction[transactionType!],
  ];
  let rest: Search = { filters: { ...filters, location: otherLocation }, params: search.params };

  const type = rest.filters.types?.length === 1 ? rest.filters.types[0] : undefined;
  if (type) {
    head.push(words.propertyType[type]);
    rest = withFilters(rest, { types: undefined });
  }
  for (const special of SPECIAL_SEARCHES) {
    const preset = SPECIAL_SEARCH_PRESETS[special];
    if (!preset.matches(rest)) continue;
    const without = preset.without(rest);
    if (tail(without, words, type !== undefined).segments.length === 0)
      return { segments: [...head, words.special[special]], rest: without };
  }
  const { segments, rest: remaining } = tail(rest, words, type !== undefined);
  return { segments: [...head, ...segments], rest: remaining };
}

function withFilters(search: Search, changes: Partial<SearchFilters>): Search {
  return { filters: { ...search.filters, ...changes }, params: search.params };
}

const single = <T extends string>(list: readonly string[] | undefined, known: readonly T[]): T | undefined =>
  list?.length === 1 && (known as readonly string[]).includes(list[0]) ? (list[0] as T) : undefined;

/** The optional segments after the property type, in path order. */
function tail(search: Search, words: UrlWords, typeInPath: boolean): SearchPath {
  const segments: string[] = [];
  let rest = search;
  const { filters } = search;

  // A sub-type reads as a kind of the property type before it, so it needs one there.
  const subType = typeInPath ? single(filters.subTypes, URL_SUB_TYPES) : undefined;
  if (subType) {
    segments.push(words.subType[subType]);
    rest = withFilters(rest, { subTypes: undefined });
  }
  if (filters.classes?.length === 1 && filters.classes[0] === 'ProjectListing') {
    segments.push(words.flag.projects);
    rest = withFilters(rest, { classes: undefined });
  }
  if (filters.luxury) {
    segments.push(words.flag.luxury);
    rest = withFilters(rest, { luxury: undefined });
  }
  const numberOf = numberOfSegment(filters, words);
  if (numberOf) {
    segments.push(numberOf.segment);
    rest = withFilters(rest, numberOf.changes);
  }
  const lists = [
    ['proximities', URL_PROXIMITIES, words.proximity],
    ['amenities', URL_AMENITIES, words.amenity],
    ['viewLandscapes', URL_VIEWS, words.view],
  ] as const;
  for (const [key, known, slugs] of lists) {
    const value = single(filters[key], known);
    if (value) {
      segments.push((slugs as Record<string, string>)[value]);
      rest = withFilters(rest, { [key]: undefined });
    }
  }
  if (search.params.sort) {
    segments.push(words.sorting[search.params.sort]);
    rest = { filters: rest.filters, params: { ...rest.params, sort: undefined } };
  }
  return { segments, rest };
}

/**
 * `3-rooms` is exactly three (min and max 3), `3p-rooms` three or more (document 002 §5:
 * "the p means a minimum only"); rooms before bedrooms before bathrooms; `studio` when
 * only studios are asked for.
 */
function numberOfSegment(
  filters: SearchFilters,
  words: UrlWords,
): { segment: string; changes: Partial<SearchFilters> } | undefined {
  for (const kind of NUMBER_OF_KINDS) {
    const range = filters.numberOf?.[kind];
    if (range?.min === undefined || (range.max !== undefined && range.max !== range.min)) continue;
    const numberOf: NumberOfFilter = { ...filters.numberOf, [kind]: undefined };
    return {
      segment: `${range.min}${range.max === undefined ? 'p' : ''}-${words.numberOf[kind]}`,
      changes: { numberOf },
    };
  }
  return filters.studios ? { segment: words.numberOf.studio, changes: { studios: undefined } } : undefined;
}
