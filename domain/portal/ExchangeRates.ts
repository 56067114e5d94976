/**
 * Currency conversion through EUR-based reference rates (units of a currency per 1 EUR), the way
 * central banks publish them. Pure: the rates come in as a value, loaded by infrastructure.
 */
export interface ExchangeRates {
  base: 'EUR';
  /** Day the rates were published, ISO yyyy-mm-dd. */
  asOf: string;
  rates: Readonly<Record<string, number>>;
}

/** ISO 4217 currencies without minor units; every other currency is shown with 2 decimals. */
const ZERO_DECIMAL_CURRENCIES = new Set(['JPY', 'KRW', 'ISK', 'CLP', 'VND', 'XOF', 'XAF']);

export const minorUnitDigits = (currencyId: string): number => (ZERO_DECIMAL_CURRENCIES.has(currencyId) ? 0 : 2);

/**
 * Half away from zero, as people round money. The epsilon nudge keeps binary artefacts such as
 * 1.005 * 100 = 100.49999… from rounding the wrong way.
 */
export function roundHalfAwayFromZero(value: number, digits: number): number {
  const factor = 10 ** digits;
  const rounded = Math.round(Math.abs(value) * factor * (1 + Number.EPSILON)) / factor;
  return value < 0 ? -rounded : rounded;
}

/** Units of `currencyId` per EUR. An unknown currency is a configuration bug, so it throws. */
export function rateOf(currencyId: string, rates: ExchangeRates): number {
  if (currencyId === rates.base) return 1;
  const rate = rates.rates[currencyId];
  if (rate === undefined || !(rate > 0)) throw new RangeError(`No exchange rate for currency ${currencyId}`);
  return rate;
}

/** Converts without rounding: for normalised values that are only compared, never shown. */
export function convertExact(amount: number, from: string, to: string, rates: ExchangeRates): number {
  if (from === to) return amount;
  return (amount / rateOf(from, rates)) * rateOf(to, rates);
}

/**
 * The EUR value a price is indexed and searched at (listings.price_eur): converted and rounded to the
 * cent. A search's price (min, max) is in its currencyId (document 001 §3) and converts with this
 * same function, so a listing priced exactly at a bound in the search's currency meets it in EUR
 * too: bounds stay inclusive in every currency (an exact bound against a rounded price missed it).
 */
export function indexedPriceEur(amount: number, from: string, rates: ExchangeRates): number {
  return roundHalfAwayFromZero(convertExact(amount, from, 'EUR', rates), 2);
}

/**
 * Converts `amount` and rounds it to the minor unit of the target currency (cents; none for JPY).
 * The same currency comes back untouched: a published value is never re-rounded.
 */
export function convert(amount: number, from: string, to: string, rates: ExchangeRates): number {
  if (from === to) return amount;
  return roundHalfAwayFromZero(convertExact(amount, from, to, rates), minorUnitDigits(to));
}

/**
 * Converts a property price for display beside the original: whole units, because a converted
 * price is an indication and cents on a house price are noise.
 */
export function convertPrice(amount: number, from: string, to: string, rates: ExchangeRates): number {
  if (from === to) return amount;
  return roundHalfAwayFromZero(convertExact(amount, from, to, rates), 0);
}
