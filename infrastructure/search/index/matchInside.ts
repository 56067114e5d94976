import type { SearchCriteria } from '#domain/search/query/SearchCriteria';
import { candidateSlots } from './candidateSlots';
import { compileCriteria, INSIDE, OUTSIDE } from './compileCriteria';
import type { ListingIndexStore } from './ListingIndexStore';
import { shownCopies } from './shownCopies';

/**
 * The slots a search finds in its place (not its nearby ring), unordered and uncounted: what a
 * facet counts over when it leaves its own filter out (domain/search/facets/facetScope). The
 * same tests as IndexListingSearch's main loop, with the cheap ones inline first.
 */
export function matchInside(criteria: SearchCriteria, s: ListingIndexStore): { slots: Int32Array; length: number } {
  const { countryOk, transaction, classOk, rest, location, filters, placeOnly } = compileCriteria(criteria, s);
  const { live, country, listingClass } = s;
  const transactions = s.transaction;
  const found = candidateSlots(criteria, s);
  const candidates = found.slots;
  const inPlace = found.inPlace && placeOnly;
  const slots = new Int32Array(candidates.length);
  let length = 0;
  const copies: number[] = [];
  for (let k = 0; k < candidates.length; k++) {
    const i = candidates[k];
    if (
      live[i] === 0 ||
      countryOk[country[i]] === 0 ||
      (transaction !== 0 && transactions[i] !== transaction) ||
      classOk[listingClass[i]] === 0
    )
      continue;
    const where = inPlace ? INSIDE : location(i);
    if (where === OUTSIDE || !rest(i)) continue;
    if (s.duplicateOf[i] !== 0) copies.push(i);
    else if (where === INSIDE) slots[length++] = i;
  }
  // Each property once (duplicate detection) over the place and its nearby ring, as the search counts it.
  for (const i of shownCopies(copies, s, (j) => filters(j) && location(j) !== OUTSIDE))
    if (location(i) === INSIDE) slots[length++] = i;
  return { slots, length };
}
