import type { PriceRange } from './Property';

/** Where the owner's expected price sits against the estimate: below its range, within it, or above. */
export interface ExpectedPriceComparison {
  position: 'below' | 'within' | 'above';
  /** The expected price over the estimate's average, in per cent (−12.5: 12.5 % under the estimate). */
  differencePercent: number;
}

/**
 * The comparison the sale-price step promises (document 002 §4 "saleprice"; its lead: "We show you
 * how it compares with the estimate"). Only in the estimate's own currency: the expected price is
 * asked in the country's currency (document 002 §5 "Expected price: currency EUR (CHF in CH)").
 */
export function compareExpectedPrice(
  expected: { value?: number; currency?: string },
  estimate: { price: PriceRange; currency: string },
): ExpectedPriceComparison | undefined {
  const { value, currency } = expected;
  if (!value || value <= 0 || !(estimate.price.avg > 0)) return undefined;
  if (currency && currency !== estimate.currency) return undefined;
  const differencePercent = Math.round((value / estimate.price.avg - 1) * 1000) / 10;
  const position = value < estimate.price.min ? 'below' : value > estimate.price.max ? 'above' : 'within';
  return { position, differencePercent };
}
