import type { Account } from '../agents/Account';
import type { Place } from '../places/Place';
import { culturePath } from '../portal/culturePath';
import type { Language, Portal } from '../portal/Portal';
import { urlSlug } from '../portal/urlWords/urlWordLookup';
import { buildSearchQuery } from './buildSearchQuery';
import { SEARCH_FALLBACK_PATH, buildSearchUrl } from './buildSearchUrl';
import { normaliseSearch } from './normaliseSearch';
import type { Search } from './SearchFilters';
import { searchPlaceSlugs } from './searchPlaceSlugs';

/** What, besides the search, decides its URL: the culture's words, the place's slugs, the agency page. */
export interface SearchUrlTarget {
  culture: Language;
  portal: Pick<Portal, 'defaultCulture' | 'cultures' | 'sortings' | 'defaultSort'>;
  place?: Pick<Place, 'slugs' | 'type'>;
  country?: Pick<Place, 'slugs'>;
  /** The agency search page (document 002 §2: /{agencySlug}/{agencyName}/{accountId}). */
  agency?: Pick<Account, 'id' | 'slug'>;
}

/**
 * The path (with query) of a search in a culture: the place-first path when the place has
 * slugs, /search?… otherwise (buildSearchUrl), or the agency's page with the other filters in
 * the query. Searches here have passed the filter form's rules, so a search the codec refuses
 * is a bug: it is shown as the fallback /search rather than a broken link.
 */
export function searchPagePath(search: Search, target: SearchUrlTarget): string {
  const { culture, portal } = target;
  if (target.agency) {
    const { accountId: _accountId, ...filters } = search.filters;
    let rest = normaliseSearch({ filters, params: search.params });
    if (rest.params.sort === portal.defaultSort) rest = { ...rest, params: { ...rest.params, sort: undefined } };
    const query = buildSearchQuery(rest);
    const path = `/${urlSlug(culture, 'segment', 'agency')}/${encodeURIComponent(target.agency.slug)}/${target.agency.id}`;
    return culturePath(query ? `${path}?${query}` : path, culture, portal);
  }
  const place = target.place && searchPlaceSlugs(target.place, target.country, culture);
  const url = buildSearchUrl(search, {
    language: culture,
    sortings: portal.sortings,
    defaultSort: portal.defaultSort,
    place,
  });
  return culturePath(url.ok ? url.value : SEARCH_FALLBACK_PATH, culture, portal);
}
