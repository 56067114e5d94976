import type { PlaceType } from '../places/Place';
import { SEO_SORTINGS } from '../portal/Portal';
import type { Search } from './SearchFilters';

export type NoindexReason =
  | 'severalSubTypes'
  | 'postcodeWithoutSlug'
  | 'pageBeyondIndexableSkip'
  | 'sortNotIndexable'
  | 'noResults'
  | 'pageBeyondLast';

export interface SearchNoindexContext {
  pageSize: number;
  /** The portal's maximum indexable skip (document 001 §9: 2000). */
  maxIndexableSkip: number;
  /** The searched place, when there is one: its type and whether it has a slug. */
  place?: { type: PlaceType; hasSlug: boolean };
  /** How many listings the search found, once it has run. */
  total?: number;
}

export interface SearchNoindexDecision {
  noindex: boolean;
  /** Why, for logs and tests; empty when the page may be indexed. */
  reasons: NoindexReason[];
}

/**
 * Whether a search results page tells crawlers not to index it (document 002 §5): two or
 * more sub-types, a postcode place without a slug, or a page offset beyond the maximum
 * indexable skip. Document 001 §9 also lists the sortings crawlers may index, so a search
 * sorted otherwise is not indexed either. Our choice beyond the documents: a page that lists
 * nothing (a search without results, a page past the last one) is not indexed, as the portals do
 * with such thin pages.
 */
export function searchNoindex(search: Search, ctx: SearchNoindexContext): SearchNoindexDecision {
  const reasons: NoindexReason[] = [];
  if ((search.filters.subTypes?.length ?? 0) >= 2) reasons.push('severalSubTypes');
  if (ctx.place?.type === 'postal_code' && !ctx.place.hasSlug) reasons.push('postcodeWithoutSlug');
  if (((search.params.page ?? 1) - 1) * ctx.pageSize > ctx.maxIndexableSkip) reasons.push('pageBeyondIndexableSkip');
  if (search.params.sort !== undefined && !SEO_SORTINGS.includes(search.params.sort)) reasons.push('sortNotIndexable');
  if (ctx.total === 0) reasons.push('noResults');
  else if (ctx.total !== undefined && ((search.params.page ?? 1) - 1) * ctx.pageSize >= ctx.total)
    reasons.push('pageBeyondLast');
  return { noindex: reasons.length > 0, reasons };
}
