import type { SearchFilters } from '../SearchFilters';

export const SEARCH_END_INFOS = ['zeroResults', 'endOfListingsFilters', 'endOfListings'] as const;
export type SearchEndInfo = (typeof SEARCH_END_INFOS)[number];

/** Document 001 §4 and §9: "Fewer than 30 results with filters marks end of listings with filters". */
export const END_OF_LISTINGS_FILTERS_BELOW = 30;

/** What every search has: where and buy or rent. Anything else is a filter the visitor could drop. */
const BASE_FILTERS: ReadonlySet<keyof SearchFilters> = new Set(['transactionType', 'location']);

export function hasExtraFilters(filters: SearchFilters): boolean {
  return (Object.keys(filters) as (keyof SearchFilters)[]).some(
    (key) => !BASE_FILTERS.has(key) && isGiven(filters[key]),
  );
}

/**
 * Document 001 §4: "zeroResults (no results and no extra filters); endOfListingsFilters (fewer
 * than 30 results with filters); otherwise endOfListings".
 */
export function searchEndInfo(total: number, filters: SearchFilters): SearchEndInfo {
  const filtered = hasExtraFilters(filters);
  if (total === 0 && !filtered) return 'zeroResults';
  if (filtered && total < END_OF_LISTINGS_FILTERS_BELOW) return 'endOfListingsFilters';
  return 'endOfListings';
}

function isGiven(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.values(value).some(isGiven);
  return true;
}
