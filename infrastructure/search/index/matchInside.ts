import type { SearchCriteria } from '#domain/search/query/SearchCriteria';
import { candidateSlots } from './candidateSlots';
import { compileCriteria, INSIDE } from './compileCriteria';
import type { ListingIndexStore } from './ListingIndexStore';

/**
 * The slots a search finds in its place (not its nearby ring), unordered and uncounted: what a
 * facet counts over when it leaves its own filter out (domain/search/facets/facetScope). The
 * same tests as IndexListingSearch's main loop, with the cheap ones inline first.
 */
export function matchInside(criteria: SearchCriteria, s: ListingIndexStore): { slots: Int32Array; length: number } {
  const { countryOk, transaction, classOk, rest, location } = compileCriteria(criteria, s);
  const { live, country, listingClass } = s;
  const transactions = s.transaction;
  const candidates = candidateSlots(criteria, s);
  const slots = new Int32Array(candidates.length);
  let length = 0;
  for (let k = 0; k < candidates.length; k++) {
    const i = candidates[k];
    if (
      live[i] === 0 ||
      countryOk[country[i]] === 0 ||
      (transaction !== 0 && transactions[i] !== transaction) ||
      classOk[listingClass[i]] === 0
    )
      continue;
    if (location(i) !== INSIDE || !rest(i)) continue;
    slots[length++] = i;
  }
  return { slots, length };
}
