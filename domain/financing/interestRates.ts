import type { MortgageLength } from './mortgageRules';

/**
 * Interest types the rates are keyed by: fixed-rate mortgages of 2 to 15 years and the SARON
 * (money-market) mortgage. Our choice of keys; the documents say only "keyed by interest type".
 */
export const FIXED_TERMS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15] as const;
export type InterestType = `Fixed${(typeof FIXED_TERMS)[number]}` | 'Saron';
export const INTEREST_TYPES: readonly InterestType[] = [
  ...FIXED_TERMS.map((t) => `Fixed${t}` as InterestType),
  'Saron',
];

export const isInterestType = (value: string): value is InterestType =>
  (INTEREST_TYPES as readonly string[]).includes(value);

/** The latest rates of one provider (GET /interestrates/latest). Rates in per cent a year. */
export interface InterestRates {
  provider: string;
  /** The day the rates were published (YYYY-MM-DD). */
  asOf: string;
  rates: Partial<Record<InterestType, number>>;
}

/**
 * The rate for a calculator length: the fixed rate of that term; beyond the longest quoted term
 * (20 and 25 years, which few Swiss lenders fix) the longest fixed rate. Undefined when the
 * provider quotes none of them.
 */
export function rateForLength(rates: InterestRates['rates'], length: MortgageLength): number | undefined {
  const terms = FIXED_TERMS.filter((t) => t <= length && rates[`Fixed${t}`] !== undefined);
  const term = terms.at(-1);
  return term === undefined ? undefined : rates[`Fixed${term}`];
}
