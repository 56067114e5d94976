import type { Place } from '../../places/Place';
import { samePriceRange } from '../luxury/clearLuxuryPrice';
import type { Search } from '../SearchFilters';
import type { PlaceSlugs, SearchUrlRedirect } from '../SearchUrlContext';
import { searchPlaceSlugs } from '../searchPlaceSlugs';

/** The search page sends the visitor elsewhere: permanently (301) or for now (302). */
export interface SearchPageRedirect {
  kind: 'redirect';
  to: string;
  status: 301 | 302;
}

/** The page's URL as the visitor wrote it: the path its routes see, its query ('?…' or ''), and the culture prefix before it ('/fr' or ''). */
export interface SearchPageUrl {
  path: string;
  query: string;
  prefix: string;
}

const redirectTo = (to: string, status: 301 | 302): SearchPageRedirect => ({ kind: 'redirect', to, status });

/** The codec's own verdict (the old form, document 001 §2; the first page past the maximum skip), under the visitor's prefix. */
export function urlRedirect(redirect: SearchUrlRedirect, url: Pick<SearchPageUrl, 'prefix'>): SearchPageRedirect {
  return redirectTo(url.prefix + redirect.location, redirect.permanent ? 301 : 302);
}

/**
 * Document 001 §2: "An old place slug redirects permanently to the canonical slug", and "A locality
 * place without a country slug gets a permanent redirect to the path including the country slug":
 * the path with its place segments replaced, the rest and the query kept as the visitor wrote them.
 */
export function placeSlugsRedirect(url: SearchPageUrl, from: PlaceSlugs, to: PlaceSlugs): SearchPageRedirect {
  const segments = url.path.split('/').filter(Boolean);
  const rest = segments.slice(from.countrySlug === undefined ? 1 : 2);
  const head = [to.countrySlug, to.placeSlug]
    .filter((slug): slug is string => slug !== undefined)
    .map(encodeURIComponent);
  return redirectTo(`${url.prefix}/${[...head, ...rest].join('/')}${url.query}`, 301);
}

/** What the search page knows once its search has run, to tell whether its URL is the search's own. */
export interface SearchPageFacts {
  page: 'search' | 'agency';
  language: string;
  /** The URL named the place by its slugs (not by a placeId, nor by typed text). */
  placeInUrl: boolean;
  /** The place came from the text the header's plain form sent: today's best match. */
  placeFromTypedText: boolean;
  place?: Pick<Place, 'slugs' | 'type'>;
  country?: Pick<Place, 'slugs'>;
  /** The search the URL asked for, and the search as it ran. */
  asked: Search;
  run: Search;
  /** The agency page: the agency's slug, and the name its URL carried. */
  agency?: { slug: string; nameInUrl?: string };
  /** The path of the search as run (searchPagePath): where a redirect goes. */
  path: string;
}

/**
 * Where the page's own URL is not the search's, the visitor goes to the search's: a /search?placeId
 * of a place with slugs goes to its place-first URL (a placeId always names the same place:
 * permanent; typed text names today's best match, which new places can change: a browser must not
 * keep that answer); a luxury bound the search cleared (document 001 §5) leaves the address too, it
 * says what is searched; an agency page whose name is not the agency's slug goes to the slug's,
 * so a renamed agency's old links still land (document 002 §2).
 */
export function redirectAfterSearch(facts: SearchPageFacts): SearchPageRedirect | undefined {
  const { page, place, run, asked } = facts;
  if (
    page === 'search' &&
    !facts.placeInUrl &&
    place &&
    run.filters.transactionType &&
    searchPlaceSlugs(place, facts.country, facts.language)
  )
    return redirectTo(facts.path, facts.placeFromTypedText ? 302 : 301);
  if (asked.filters.luxury && !samePriceRange(asked.filters.price, run.filters.price))
    return redirectTo(facts.path, 302);
  if (page === 'agency' && facts.agency && facts.agency.nameInUrl !== facts.agency.slug)
    return redirectTo(facts.path, 301);
  return undefined;
}
