import type { Search, SearchFilters, SearchParams } from './SearchFilters';

/**
 * One shape per meaning, so two searches compare equal when they ask the same thing and a
 * search has one canonical URL: value lists deduplicated and sorted, false flags, empty
 * lists and empty objects dropped, page 1 dropped (it is the default). Polygons keep their
 * point order: for them order is meaning.
 */
export function normaliseSearch(search: Search): Search {
  const filters = (compact(search.filters) ?? {}) as SearchFilters;
  const params = (compact({ ...search.params, page: search.params.page === 1 ? undefined : search.params.page }) ??
    {}) as SearchParams;
  return { filters, params };
}

function compact(value: unknown): unknown {
  if (Array.isArray(value)) {
    if (value.length === 0) return undefined;
    return value.some((item) => typeof item === 'object') ? value : [...new Set(value)].sort();
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const kept = compact(item);
      if (kept !== undefined) out[key] = kept;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  if (value === false || value === null || value === '') return undefined;
  // -0 and 0 print the same in a URL; keep one of them.
  if (typeof value === 'number' && Object.is(value, -0)) return 0;
  return value;
}
