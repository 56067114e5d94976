import type { Listing, PropertyType } from '#domain/listings/Listing';

/** Document 001 §9, document 002 §9 "Mortgage": "Lengths 5, 10, 15, 20, 25 years". */
export const MORTGAGE_LENGTHS = [5, 10, 15, 20, 25] as const;
export type MortgageLength = (typeof MORTGAGE_LENGTHS)[number];
/** The calculator's first length: a ten-year fixed mortgage is the one Swiss buyers take most. */
export const DEFAULT_MORTGAGE_LENGTH: MortgageLength = 10;

/** Document 001 §9: "notary fee rate 5" (per cent of the purchase price). */
export const NOTARY_FEE_RATE = 5;

/** Document 001 §9, document 002 §9: "FINMA ratios capped at 999". */
export const FINMA_RATIO_CAP = 999;

/** Document 001 §9 "Mortgage debounce 1000 ms". */
export const MORTGAGE_DEBOUNCE_MS = 1000;

/**
 * Document 001 §9 eligibility: "CH, Sell, price shown, Apartment or House, CHF value 300000 to
 * 10000000, postcode below 99999".
 */
export const MORTGAGE_ELIGIBILITY = {
  countryISO: 'CH',
  transactionType: 'Sell',
  propertyTypes: ['Apartment', 'House'] as readonly PropertyType[],
  currencyId: 'CHF',
  minValue: 300_000,
  maxValue: 10_000_000,
  postcodeBelow: 99_999,
} as const;

export type MortgageIneligibility =
  'COUNTRY' | 'TRANSACTION' | 'PRICE_HIDDEN' | 'PROPERTY_TYPE' | 'NO_CHF_VALUE' | 'VALUE_OUT_OF_RANGE' | 'POSTCODE';

/** The listing's price in CHF as published or converted (the first CHF value it carries). */
export function chfValueOf(listing: Pick<Listing, 'price'>): number | undefined {
  return listing.price.values.find((v) => v.currencyId === MORTGAGE_ELIGIBILITY.currencyId)?.value;
}

/**
 * Why a listing gets no mortgage calculator, or undefined when it gets one. The CHF value bounds
 * are inclusive ("300000 to 10000000"); a postcode given must be a number strictly below 99999
 * (99999 is what exports put for "unknown", and a non-numeric code is no Swiss one). A listing
 * that gives no postcode is not refused by this rule: countryISO already places it in
 * Switzerland, and many publishers leave the postcode out (the demo data has none).
 */
export function mortgageIneligibility(
  listing: Pick<Listing, 'transactionType' | 'type' | 'price' | 'location'>,
): MortgageIneligibility | undefined {
  const rules = MORTGAGE_ELIGIBILITY;
  if (listing.location.countryISO !== rules.countryISO) return 'COUNTRY';
  if (listing.transactionType !== rules.transactionType) return 'TRANSACTION';
  if (!listing.price.show) return 'PRICE_HIDDEN';
  if (!rules.propertyTypes.includes(listing.type)) return 'PROPERTY_TYPE';
  const value = chfValueOf(listing);
  if (value === undefined) return 'NO_CHF_VALUE';
  if (value < rules.minValue || value > rules.maxValue) return 'VALUE_OUT_OF_RANGE';
  const postcode = listing.location.postcode?.trim();
  if (postcode && (!/^\d+$/.test(postcode) || Number(postcode) >= rules.postcodeBelow)) return 'POSTCODE';
  return undefined;
}

export const isMortgageEligible = (listing: Parameters<typeof mortgageIneligibility>[0]): boolean =>
  mortgageIneligibility(listing) === undefined;
