import type { ImportedPrice } from './ImportedListing';

export interface StoredPrice {
  value: number;
  currency: string;
}

export interface PriceChange {
  type: 'Drop' | 'Increase';
  previousValue: number;
  /** (value - previous) / previous: negative for a drop, as listings.price_change_ratio sorts. */
  ratio: number;
}

/**
 * What a new price in a feed says against the one shown: a Drop or an Increase (document 002 §3:
 * a price carries lastChange, "type Drop") in the same currency. A price now given in another
 * currency is a new price, not a change: no per cent across currencies (as the price history).
 */
export function importedPriceChange(before: StoredPrice, next: ImportedPrice): PriceChange | undefined {
  if (before.currency !== next.currency || before.value === next.value || !(before.value > 0)) return undefined;
  return {
    type: next.value < before.value ? 'Drop' : 'Increase',
    previousValue: before.value,
    ratio: (next.value - before.value) / before.value,
  };
}
