import type { Listing, PriceValue, ValueType } from './Listing';
import { type PriceChangeView, priceChangeView } from './PriceChangeView';

export const PRICE_ON_REQUEST_KEY = 'ItemDetails.Price.OnRequest';
export const PER_MONTH_KEY = 'ItemDetails.Price.PerMonth';

export type ListingPriceView =
  | { kind: 'onRequest'; messageKey: typeof PRICE_ON_REQUEST_KEY }
  | {
      kind: 'amount';
      amount: number;
      min?: number;
      max?: number;
      currencyId: string;
      /** Original as published, or Converted into the requested currency: the UI says "converted" for the latter. */
      valueType: ValueType;
      /** Rent is shown per month (with PER_MONTH_KEY), a sale price as a total. */
      period: 'total' | 'month';
      periodKey?: typeof PER_MONTH_KEY;
      change?: PriceChangeView;
    };

export type PricedListing = Pick<Listing, 'price' | 'transactionType'>;

/**
 * The price a listing shows in the visitor's currency. `price.show === false` means the owner
 * hid it: "price on request". So does a listing with no value at all, since there is nothing
 * truthful to show.
 */
export function listingPriceView(listing: PricedListing, currencyId: string): ListingPriceView {
  const { price } = listing;
  const original = price.values.find((v) => v.type === 'Original');
  const displayed = price.show ? chooseValue(price.values, currencyId) : undefined;
  if (!displayed) return { kind: 'onRequest', messageKey: PRICE_ON_REQUEST_KEY };
  const monthly = listing.transactionType === 'Rent' || price.interval === 'Month';
  return {
    kind: 'amount',
    amount: displayed.value,
    ...(displayed.min !== undefined && { min: displayed.min }),
    ...(displayed.max !== undefined && { max: displayed.max }),
    currencyId: displayed.currencyId,
    valueType: displayed.type,
    period: monthly ? 'month' : 'total',
    ...(monthly && { periodKey: PER_MONTH_KEY }),
    ...optional('change', priceChangeView(price.lastChange, displayed, original)),
  };
}

/**
 * The value in the requested currency, the published one first when the listing was published
 * in that currency (it is exact). Without a value in that currency the published (Original)
 * value is shown in its own currency rather than nothing.
 */
export function chooseValue(values: readonly PriceValue[], currencyId: string): PriceValue | undefined {
  const inCurrency = values.filter((v) => v.currencyId === currencyId);
  return (
    inCurrency.find((v) => v.type === 'Original') ??
    inCurrency[0] ??
    values.find((v) => v.type === 'Original') ??
    values[0]
  );
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

export type AmountView = Extract<ListingPriceView, { kind: 'amount' }>;

/** A listing's own price as its page shows it: the published amount, and the visitor's currency beside it. */
export interface PublishedPriceView {
  /** In the currency the listing was published in (the amount the seller stands by). */
  published: ListingPriceView;
  /** The same price converted into the visitor's currency, when that is another one. */
  converted?: AmountView;
}

/**
 * Document 002 §3: "Price values are typed Original or Converted". A listing's page shows the
 * Original with the Converted beside it, as Rightmove Overseas does ("CHF 1,250,000 ≈ €1,300,000"):
 * only the published amount binds the seller, and the visitor still reads it in their currency.
 */
export function publishedPriceView(listing: PricedListing, currencyId: string): PublishedPriceView {
  const originalCurrency = listing.price.values.find((v) => v.type === 'Original')?.currencyId;
  const published = listingPriceView(listing, originalCurrency ?? currencyId);
  const inCurrency = listingPriceView(listing, currencyId);
  const converted =
    published.kind === 'amount' &&
    inCurrency.kind === 'amount' &&
    inCurrency.valueType === 'Converted' &&
    inCurrency.currencyId !== published.currencyId
      ? inCurrency
      : undefined;
  return { published, ...(converted && { converted }) };
}
