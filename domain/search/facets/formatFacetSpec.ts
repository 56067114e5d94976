import type { FacetSpec } from './FacetSpec';

/** A facet spec as the `facet` query parameter carries it: 'name,count:n,sort:,values:,interval:' (document 001 §7). */
export function formatFacetSpec(spec: FacetSpec): string {
  const parts = [spec.name, `count:${spec.count}`, `sort:${spec.sort}`];
  if (spec.values?.length) parts.push(`values:${spec.values.join('|')}`);
  if (spec.interval !== undefined) parts.push(`interval:${spec.interval}`);
  return parts.join(',');
}
