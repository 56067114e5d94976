import { facetScope } from '#domain/search/facets/facetScope';
import type { SearchCriteria } from '#domain/search/query/SearchCriteria';
import type { ListingSearchRequest } from '../sql/ListingSearchEngine';
import type { CriteriaPart } from './compileCriteria';

export interface FusedFacet {
  name: string;
  /** Bits of the parts (compileCriteria) the facet's scope leaves out. */
  without: number;
  slots: Int32Array;
  length: number;
  copies: number[];
}

/**
 * The facets whose scope (facetScope) is the search's criteria less some of its `parts`, each
 * part's criteria all left out: those the main pass can count. Any other scope (a transaction
 * type or class left out, which changes the slots visited) goes to matchInside.
 */
export function fusedFacets(
  request: ListingSearchRequest,
  parts: readonly CriteriaPart[],
  take: (room: number) => Int32Array,
  room: number,
): FusedFacet[] {
  const fused: FusedFacet[] = [];
  if (parts.length > 30) return fused;
  const criteria = request.criteria as unknown as Record<string, unknown>;
  for (const spec of request.facets) {
    if (fused.some((f) => f.name === spec.name)) continue;
    const scope = facetScope(request.criteria, spec.name) as Record<string, unknown> | undefined;
    if (!scope) continue;
    const left = Object.keys(criteria).filter((key) => criteria[key] !== undefined && scope[key] === undefined);
    const changed = Object.keys(scope).some((key) => scope[key] !== criteria[key]);
    let without = 0;
    let whole = !changed;
    parts.forEach((part, p) => {
      const out = part.keys.filter((key) => left.includes(key)).length;
      if (out === 0) return;
      if (out < part.keys.filter((key) => criteria[key] !== undefined).length) whole = false;
      without |= 1 << p;
    });
    // Every criterion left out must be one the parts test.
    if (!left.every((key) => parts.some((part) => part.keys.includes(key as keyof SearchCriteria)))) whole = false;
    if (whole) fused.push({ name: spec.name, without, slots: take(room), length: 0, copies: [] });
  }
  return fused;
}
