import type { FacetSpec, FacetValue } from '#domain/search/facets/FacetSpec';
import { isRangeFacet } from '#domain/search/facets/FacetSpec';
import type { FacetContext } from '../sql/facetSql';
import type { Dictionary } from './Dictionary';
import { type ListingIndexStore, NO_INT16, PLACE_DEPTH } from './ListingIndexStore';
import type { TokenSetColumn } from './TokenSetColumn';

/**
 * Counts of a facet over the matched slots, with facetSql's values: the same text for numbers
 * (3.5, 4), the same buckets (floor(value / interval)), missing values left out.
 */
export function countFacet(
  spec: FacetSpec,
  slots: Int32Array,
  length: number,
  s: ListingIndexStore,
  ctx: FacetContext,
  placeCode: number,
): FacetValue[] {
  if (isRangeFacet(spec.name)) {
    const interval = spec.interval ?? ctx.defaultInterval(spec.name);
    const price = spec.name === 'price';
    const column = price ? s.priceEur : s.livingM2;
    const rate = price ? ctx.rate : 1;
    // The usual buckets (0 to DENSE_BUCKETS - 1) in an array, any other in a map.
    const dense = scratch(DENSE_BUCKETS);
    const buckets = new Map<number, number>();
    for (let k = 0; k < length; k++) {
      const value = column[slots[k]] * rate;
      if (Number.isNaN(value)) continue;
      const bucket = Math.floor(value / interval);
      if (bucket >= 0 && bucket < DENSE_BUCKETS) dense[bucket]++;
      else buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
    }
    for (let bucket = 0; bucket < DENSE_BUCKETS; bucket++) if (dense[bucket] > 0) buckets.set(bucket, dense[bucket]);
    return [...buckets].map(([bucket, count]) => {
      const min = bucket * interval;
      return { value: String(min), count, min, max: min + interval };
    });
  }
  const counts = new Map<string, number>();
  const add = (value: string, count: number) => counts.set(value, (counts.get(value) ?? 0) + count);
  // Dictionary codes index an array of counts: no map operation per listing.
  const byCode = (codes: ArrayLike<number>, dictionary: Dictionary) => {
    const tally = scratch(dictionary.size);
    for (let k = 0; k < length; k++) tally[codes[slots[k]]]++;
    for (let code = 1; code < dictionary.size; code++)
      if (tally[code] > 0) counts.set(dictionary.value(code), tally[code]);
  };
  const byInt16 = (values: Int16Array) => {
    const tally = scratch(65_536);
    for (let k = 0; k < length; k++) tally[values[slots[k]] + 32_768]++;
    for (let v = NO_INT16 + 1; v <= 32_767; v++) if (tally[v + 32_768] > 0) counts.set(String(v), tally[v + 32_768]);
  };
  const byNumber = (values: Float64Array) => {
    const tally = new Map<number, number>();
    for (let k = 0; k < length; k++) {
      const v = values[slots[k]];
      if (!Number.isNaN(v)) tally.set(v, (tally.get(v) ?? 0) + 1);
    }
    for (const [v, count] of tally) counts.set(String(v), count);
  };
  const byTokens = (column: TokenSetColumn) => {
    // Bit by bit: no token strings made per listing.
    const tally = new Int32Array(column.words * 32);
    const { bits, words } = column;
    for (let k = 0; k < length; k++) {
      const base = slots[k] * words;
      for (let w = 0; w < words; w++) {
        let word = bits[base + w];
        while (word !== 0) {
          tally[w * 32 + (31 - Math.clz32(word & -word))]++;
          word &= word - 1;
        }
      }
    }
    for (let bit = 0; bit < tally.length; bit++)
      if (tally[bit] > 0) counts.set(column.dictionary.value(bit + 1), tally[bit]);
  };
  switch (spec.name) {
    case 'transactionType':
      byCode(s.transaction, s.transactions);
      break;
    case 'types':
      byCode(s.type, s.types);
      break;
    case 'subTypes':
      byCode(s.subType, s.subTypes);
      break;
    case 'classes':
      byCode(s.listingClass, s.classes);
      break;
    case 'categories':
      byCode(s.category, s.categories);
      break;
    case 'postcode':
      byCode(s.postcode, s.postcodes);
      break;
    case 'rooms':
      byNumber(s.rooms);
      break;
    case 'bedrooms':
      byInt16(s.bedrooms);
      break;
    case 'bathrooms':
      byInt16(s.bathrooms);
      break;
    case 'floors':
      byInt16(s.floor);
      break;
    case 'amenities':
      byTokens(s.amenities);
      break;
    case 'proximities':
      byTokens(s.proximities);
      break;
    case 'viewLandscapes':
      byTokens(s.views);
      break;
    case 'orientations':
      byTokens(s.orientations);
      break;
    case 'places': {
      const tally = scratch(s.places.size);
      for (let k = 0; k < length; k++) {
        const base = slots[k] * PLACE_DEPTH;
        let child = 0;
        if (placeCode === 0) child = s.path[base];
        else
          for (let d = 0; d < PLACE_DEPTH - 1; d++)
            if (s.path[base + d] === placeCode) {
              child = s.path[base + d + 1];
              break;
            }
        tally[child]++;
      }
      for (let code = 1; code < s.places.size; code++) if (tally[code] > 0) add(s.places.value(code), tally[code]);
      break;
    }
    default:
      break;
  }
  return [...counts].map(([value, count]) => ({ value, count }));
}

/** Price and area buckets most searches fall in, counted in an array. */
const DENSE_BUCKETS = 4096;
let spare = new Int32Array(0);

/** A zeroed array of counts, reused from search to search (searches run one at a time on the event loop). */
function scratch(size: number): Int32Array {
  if (spare.length < size) spare = new Int32Array(Math.max(size, spare.length * 2));
  const tally = spare.subarray(0, size);
  tally.fill(0);
  return tally;
}
