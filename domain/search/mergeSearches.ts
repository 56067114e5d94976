import type { Search } from './SearchFilters';

/**
 * `over` laid on `base`: lists are joined (a path amenity and query amenities both count),
 * objects merge key by key, and any other value of `over` wins (the path over the query).
 */
export function mergeSearches(base: Search, over: Search): Search {
  return merge(base, over) as Search;
}

function merge(base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (Array.isArray(over)) return Array.isArray(base) ? [...(base as unknown[]), ...(over as unknown[])] : over;
  if (isRecord(over) && isRecord(base)) {
    const out: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(over)) out[key] = merge(base[key], value);
    return out;
  }
  return over;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
