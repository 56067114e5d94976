import { dropShortPostcodes } from './dropShortPostcodes';
import type { Facet, FacetSpec, FacetValue } from './FacetSpec';

/**
 * Raw counts (every value the database found) shaped as the spec asks: postcodes under three
 * characters dropped, restricted to `values` (zero counts filled in), sorted, cut to `count`.
 * Ties keep a stable order by value so a page renders the same every time.
 */
export function shapeFacet(spec: FacetSpec, counted: readonly FacetValue[]): Facet {
  let values = spec.name === 'postcode' ? dropShortPostcodes(counted) : [...counted];
  if (spec.values) {
    const byValue = new Map(values.map((v) => [v.value, v]));
    values = spec.values.map((value) => byValue.get(value) ?? { value, count: 0 });
  }
  values.sort(comparator(spec));
  return { name: spec.name, values: values.slice(0, spec.count) };
}

const byValue = (a: FacetValue, b: FacetValue): number => {
  if (a.min !== undefined && b.min !== undefined) return a.min - b.min;
  const na = Number(a.value);
  const nb = Number(b.value);
  if (a.value !== '' && b.value !== '' && Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
};

function comparator(spec: FacetSpec): (a: FacetValue, b: FacetValue) => number {
  switch (spec.sort) {
    case 'count':
      return (a, b) => a.count - b.count || byValue(a, b);
    case '-count':
      return (a, b) => b.count - a.count || byValue(a, b);
    case 'value':
      return byValue;
    case '-value':
      return (a, b) => byValue(b, a);
  }
}
