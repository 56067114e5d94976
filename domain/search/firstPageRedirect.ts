import type { DomainError } from '../shared/DomainError';
import type { Result } from '../shared/Result';
import { map, ok } from '../shared/Result';
import { buildSearchUrl } from './buildSearchUrl';
import type { Search } from './SearchFilters';
import type { SearchUrlBuildContext, SearchUrlRedirect } from './SearchUrlContext';

export interface FirstPageRedirectContext extends SearchUrlBuildContext {
  pageSize: number;
  /** The portal's maximum skip (document 001 §9: 100000). */
  maxSkip: number;
}

/**
 * Document 001 §5: "Page offset at or beyond the maximum skip redirects to page one",
 * permanently (document 001 §2). Undefined when the page is within reach.
 */
export function firstPageRedirect(
  search: Search,
  ctx: FirstPageRedirectContext,
): Result<SearchUrlRedirect | undefined, DomainError> {
  const skip = ((search.params.page ?? 1) - 1) * ctx.pageSize;
  if (skip < ctx.maxSkip) return ok(undefined);
  const firstPage: Search = { filters: search.filters, params: { ...search.params, page: undefined } };
  return map(buildSearchUrl(firstPage, ctx), (location): SearchUrlRedirect => ({
    kind: 'redirect',
    location,
    permanent: true,
  }));
}
