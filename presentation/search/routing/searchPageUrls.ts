import type { Account } from '#domain/agents/Account';
import type { Place } from '#domain/places/Place';
import type { Language, Portal } from '#domain/portal/Portal';
import { urlSlug } from '#domain/portal/urlWords/urlWordLookup';
import { buildSearchQuery } from '#domain/search/buildSearchQuery';
import { SEARCH_FALLBACK_PATH, buildSearchUrl } from '#domain/search/buildSearchUrl';
import { normaliseSearch } from '#domain/search/normaliseSearch';
import type { Search } from '#domain/search/SearchFilters';
import { searchPlaceSlugs } from '#domain/search/searchPlaceSlugs';
import { type Alternate, alternates } from '#presentation/shared/head/alternates';
import { culturePath } from '#presentation/shared/routing/culturePath';

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
 * slugs, /search?… otherwise (domain/search/buildSearchUrl), or the agency's page with the
 * other filters in the query. Searches here have passed the filter form's rules, so a search
 * the codec refuses is a bug: it is shown as the fallback /search rather than a broken link.
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

/** One absolute URL per culture of the portal and x-default (the portal's default culture), for hreflang links. */
export function searchAlternates(search: Search, target: SearchUrlTarget, origin: string): Alternate[] {
  return alternates(target.portal, origin, (culture) => searchPagePath(search, { ...target, culture }));
}
