import type { NumberRange, SearchFilters } from '../SearchFilters';
import type { LuxuryPriceRange } from './LuxuryPriceRange';

/**
 * Document 001 §5: "Luxury: a price min below the range minimum or max above the range maximum
 * is cleared". The luxury range already bounds the search, so such a bound says nothing more.
 * An inactive range clears nothing. Undefined when no bound is left.
 */
export function clearLuxuryPrice(
  price: NumberRange | undefined,
  range: Pick<LuxuryPriceRange, 'min' | 'max' | 'active'>,
): NumberRange | undefined {
  if (!price || !range.active) return price;
  const cleared: NumberRange = {};
  if (price.min !== undefined && price.min >= range.min) cleared.min = price.min;
  if (price.max !== undefined && price.max <= range.max) cleared.max = price.max;
  return cleared.min === undefined && cleared.max === undefined ? undefined : cleared;
}

/**
 * A luxury search's filters with the rule above applied, where the search covers one country (one
 * range; with several, no bound can be cleared against one of them). The cleared filters are the
 * search: the service runs and stores them, so the URL, the price box and a saved search's subtitle
 * show what is searched, not the bound the search ignored.
 */
export function clearLuxuryFilters(
  filters: SearchFilters,
  ranges: readonly Pick<LuxuryPriceRange, 'countryISO' | 'min' | 'max' | 'active'>[],
  countries: readonly string[],
): SearchFilters {
  if (!filters.luxury || !filters.price) return filters;
  const searched = ranges.filter((range) => range.active && countries.includes(range.countryISO));
  if (searched.length !== 1) return filters;
  const { price: _price, ...rest } = filters;
  const price = clearLuxuryPrice(filters.price, searched[0]);
  return price ? { ...rest, price } : rest;
}

/** Whether two price ranges ask the same (a search's price as typed and as searched). */
export function samePriceRange(a: NumberRange | undefined, b: NumberRange | undefined): boolean {
  return a?.min === b?.min && a?.max === b?.max;
}
