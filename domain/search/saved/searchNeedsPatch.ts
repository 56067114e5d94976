import { normaliseSearch } from '../normaliseSearch';
import type { SearchFilters } from '../SearchFilters';

/**
 * Document 001 §4: "existing search patched when filters differ or the currency changed".
 * Filters compare by meaning (normaliseSearch: same values in another order are the same).
 */
export function searchNeedsPatch(
  stored: { filters: SearchFilters; currencyId: string },
  incoming: { filters?: SearchFilters; currencyId?: string },
): boolean {
  if (incoming.currencyId !== undefined && incoming.currencyId !== stored.currencyId) return true;
  if (incoming.filters === undefined) return false;
  return canonical(incoming.filters) !== canonical(stored.filters);
}

const canonical = (filters: SearchFilters): string => stableJson(normaliseSearch({ filters, params: {} }).filters);

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
