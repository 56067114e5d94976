import type { DomainError } from '../shared/DomainError';
import type { Result } from '../shared/Result';
import { ok } from '../shared/Result';
import { buildSearchPath } from './buildSearchPath';
import { buildSearchQuery } from './buildSearchQuery';
import type { Search } from './SearchFilters';
import type { SearchUrlBuildContext } from './SearchUrlContext';
import { normaliseSearch } from './normaliseSearch';
import { validatePlaceSlug } from './validatePlaceSlug';
import { validateSearch } from './validateSearch';

/** Document 002 §2: "Fallback when nothing can be built: /search". */
export const SEARCH_FALLBACK_PATH = '/search';

/**
 * The canonical URL of a search in the context's language: the place-first path when the
 * search has a transaction type and ctx.place holds its place's slugs, else /search; all
 * the path cannot carry goes to the query. Fields no URL carries (polygons, viewport,
 * location mode, excludedTypes, availableFrom.min, postcodeId) live in the saved search
 * that searchId points to.
 */
export function buildSearchUrl(search: Search, ctx: SearchUrlBuildContext): Result<string, DomainError> {
  const valid = validateSearch(search, ctx);
  if (!valid.ok) return valid;
  let canonical = normaliseSearch(search);
  if (ctx.defaultSort && canonical.params.sort === ctx.defaultSort)
    canonical = { ...canonical, params: { ...canonical.params, sort: undefined } };

  if (!ctx.place || !canonical.filters.transactionType)
    return ok(withQuery(SEARCH_FALLBACK_PATH, buildSearchQuery(canonical)));
  const placeCheck = validatePlaceSlug(ctx.place.placeSlug, 'placeSlug');
  if (!placeCheck.ok) return placeCheck;
  if (ctx.place.countrySlug !== undefined) {
    const countryCheck = validatePlaceSlug(ctx.place.countrySlug, 'countrySlug');
    if (!countryCheck.ok) return countryCheck;
  }
  const { segments, rest } = buildSearchPath(canonical, ctx.language, ctx.place);
  return ok(withQuery(`/${segments.map(encodeURIComponent).join('/')}`, buildSearchQuery(rest)));
}

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);
