import type { PlaceType } from '../places/Place';
import { SEO_SORTINGS } from '../portal/Portal';
import type { Search } from './SearchFilters';

export type NoindexReason = 'severalSubTypes' | 'postcodeWithoutSlug' | 'pageBeyondIndexableSkip' | 'sortNotIndexable';

export interface SearchNoindexContext {
  pageSize: number;
  /** The portal's maximum indexable skip (document 001 §9: 2000). */
  maxIndexableSkip: number;
  /** The searched place, when there is one: its type and whether it has a slug. */
  place?: { type: PlaceType; hasSlug: boolean };
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
 * sorted otherwise is not indexed either.
 */
export function searchNoindex(search: Search, ctx: SearchNoindexContext): SearchNoindexDecision {
  const reasons: NoindexReason[] = [];
  if ((search.filters.subTypes?.length ?? 0) >= 2) reasons.push('severalSubTypes');
  if (ctx.place?.type === 'postal_code' && !ctx.place.hasSlug) reasons.push('postcodeWithoutSlug');
  if (((search.params.page ?? 1) - 1) * ctx.pageSize > ctx.maxIndexableSkip) reasons.push('pageBeyondIndexableSkip');
  if (search.params.sort !== undefined && !SEO_SORTINGS.includes(search.params.sort)) reasons.push('sortNotIndexable');
  return { noindex: reasons.length > 0, reasons };
}
