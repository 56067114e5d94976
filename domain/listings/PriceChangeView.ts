import type { PriceLastChange, PriceValue } from './Listing';

export const PRICE_CHANGE_KEYS = { Drop: 'ItemDetails.Price.Drop', Increase: 'ItemDetails.Price.Increase' } as const;

/** A price drop or increase as the UI shows it: "−50,000 (−3.8%)" or "+2%". Amounts are positive; `type` gives the direction. */
export interface PriceChangeView {
  type: PriceLastChange['type'];
  messageKey: (typeof PRICE_CHANGE_KEYS)[PriceLastChange['type']];
  /** Size of the change, in the displayed currency. */
  amount: number;
  /** The price before the change, in the displayed currency. */
  previousAmount: number;
  /** Size of the change relative to the previous price, rounded to one decimal. */
  percent: number;
  date: string;
}

/**
 * The listing's lastChange next to the displayed value. The previous amount is published in
 * the original currency (a publisher changes its own price), so beside a converted value it
 * is scaled by the same rate the current price was converted with. A change that contradicts
 * its own type (a "Drop" to a higher price) or has no positive previous price is bad feed
 * data and is not shown, rather than showing a drop as an increase.
 */
export function priceChangeView(
  lastChange: PriceLastChange | undefined,
  displayed: PriceValue,
  original: PriceValue | undefined,
): PriceChangeView | undefined {
  if (!lastChange || !(lastChange.previousValue > 0)) return undefined;
  const current = original?.value ?? displayed.value;
  const difference = current - lastChange.previousValue;
  const consistent = lastChange.type === 'Drop' ? difference < 0 : difference > 0;
  if (!consistent || !(current > 0)) return undefined;
  const rate = displayed.value / current;
  return {
    type: lastChange.type,
    messageKey: PRICE_CHANGE_KEYS[lastChange.type],
    amount: Math.abs(difference) * rate,
    previousAmount: lastChange.previousValue * rate,
    percent: Math.round((Math.abs(difference) / lastChange.previousValue) * 1000) / 10,
    date: lastChange.date,
  };
}
