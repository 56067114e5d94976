import type { NumberRange } from '../SearchFilters';
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
