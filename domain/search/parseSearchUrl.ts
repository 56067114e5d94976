import type { DomainError } from '../shared/DomainError';
import type { Result } from '../shared/Result';
import { err, ok } from '../shared/Result';
import type { Search } from './SearchFilters';
import type { SearchUrlContext, SearchUrlMatch } from './SearchUrlContext';
import { mergeSearches } from './mergeSearches';
import { normaliseSearch } from './normaliseSearch';
import { oldSearchUrlRedirect } from './oldSearchUrlRedirect';
import { parseSearchPath } from './parseSearchPath';
import { parseSearchQuery } from './parseSearchQuery';
import { searchErrors } from './searchErrors';
import { SPECIAL_SEARCH_PRESETS } from './specialSearchPresets';
import { validateSearch } from './validateSearch';

/**
 * A search URL (path and query, e.g. '/geneve/acheter/appartements?p=2') read into a
 * search, or the redirect the old URL form calls for. Place slugs come back unresolved
 * in `place`: resolving them is the application's work. What the path says wins over the
 * query, list values add up, and a special combination overrides the fields it presets.
 */
export function parseSearchUrl(pathAndQuery: string, ctx: SearchUrlContext): Result<SearchUrlMatch, DomainError> {
  const withoutHash = pathAndQuery.split('#')[0];
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt < 0 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = queryAt < 0 ? '' : withoutHash.slice(queryAt + 1);
  const rawSegments = path.split('/').filter((segment) => segment !== '');
  const segments: string[] = [];
  for (const raw of rawSegments) {
    try {
      segments.push(decodeURIComponent(raw));
    } catch {
      return err(searchErrors.searchSlugNotSupported(raw));
    }
  }

  const redirect = oldSearchUrlRedirect(segments, rawSegments, query);
  if (redirect) return redirect;
  const fromPath = parseSearchPath(segments, ctx.language);
  if (!fromPath.ok) return fromPath;
  const fromQuery = parseSearchQuery(new URLSearchParams(query));
  if (!fromQuery.ok) return fromQuery;

  const { place, special } = fromPath.value;
  let search: Search = mergeSearches(fromQuery.value, fromPath.value.search);
  if (special) search = SPECIAL_SEARCH_PRESETS[special].apply(search);
  if (ctx.defaultSort && search.params.sort === ctx.defaultSort)
    search = { ...search, params: { ...search.params, sort: undefined } };
  const valid = validateSearch(normaliseSearch(search), ctx);
  if (!valid.ok) return valid;
  return ok({ kind: 'search', ...(place ? { place } : {}), ...(special ? { special } : {}), search: valid.value });
}
