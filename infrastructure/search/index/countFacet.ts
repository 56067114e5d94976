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
    const buckets = new Map<number, number>();
    for (let k = 0; k < length; k++) {
      const i = slots[k];
      const value = spec.name === 'price' ? s.priceEur[i] * ctx.rate : s.livingM2[i];
      if (Number.isNaN(value)) continue;
      const bucket = Math.floor(value / interval);
      buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
    }
    return [...buckets].map(([bucket, count]) => {
      const min = bucket * interval;
      return { value: String(min), count, min, max: min + interval };
    });
  }
  const counts = new Map<string, number>();
  const add = (value: string) => counts.set(value, (counts.get(value) ?? 0) + 1);
  const byCode = (codes: ArrayLike<number>, dictionary: Dictionary) => {
    const tally = new Map<number, number>();
    for (let k = 0; k < length; k++) {
      const code = codes[slots[k]];
      if (code !== 0) tally.set(code, (tally.get(code) ?? 0) + 1);
    }
    for (const [code, count] of tally) counts.set(dictionary.value(code), count);
  };
  const byNumber = (values: ArrayLike<number>, missing: (v: number) => boolean) => {
    const tally = new Map<number, number>();
    for (let k = 0; k < length; k++) {
      const v = values[slots[k]];
      if (!missing(v)) tally.set(v, (tally.get(v) ?? 0) + 1);
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
      byNumber(s.rooms, Number.isNaN);
      break;
    case 'bedrooms':
      byNumber(s.bedrooms, (v) => v === NO_INT16);
      break;
    case 'bathrooms':
      byNumber(s.bathrooms, (v) => v === NO_INT16);
      break;
    case 'floors':
      byNumber(s.floor, (v) => v === NO_INT16);
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
        if (child !== 0) add(s.places.value(child));
      }
      break;
    }
    default:
      break;
  }
  return [...counts].map(([value, count]) => ({ value, count }));
}
