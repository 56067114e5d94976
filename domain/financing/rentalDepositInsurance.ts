import type { Listing, PropertyType } from '#domain/listings/Listing';

/** Document 001 §3 / 002 §4: "status UNAVAILABLE, AVAILABLE, REQUESTED". */
export const OFFER_STATUSES = ['UNAVAILABLE', 'AVAILABLE', 'REQUESTED'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The offer a listing page shows one visitor: status, fee for the listing's rooms, order link in their language. */
export interface ListingInsuranceOffer {
  provider: string;
  status: OfferStatus;
  monthlyFee: number;
  orderLink: string;
}

/** Document 001 §3 "Rental deposit insurance offer: provider, creationDate". */
export interface RentalDepositInsuranceOffer {
  provider: string;
  creationDate: string;
  listingId?: number;
}

/** Document 001 §9: "Rental deposit insurance: requested for 90 days". */
export const OFFER_REQUESTED_DAYS = 90;
const DAY_MS = 86_400_000;

/** Document 001 §5: "Apartment or House". */
export const INSURABLE_PROPERTY_TYPES: readonly PropertyType[] = ['Apartment', 'House'];

/** A provider as the configuration describes it (config/financing/rentalDepositInsurance.ts). */
export interface InsuranceProvider {
  id: string;
  available: boolean;
  /** Document 001 §5: "provider FirstCaution needs CHF". */
  requiredCurrency?: string;
}

/**
 * Document 001 §5: "Rental deposit insurance is offered only if the provider is available, the
 * agency is not in the exception list, and the listing qualifies (monthly rent only; Apartment or
 * House; a rent listing; provider FirstCaution needs CHF)". The listing's agency is its Vendor
 * account; the currency is the price as published.
 */
export function isInsuranceOfferable(
  listing: Pick<Listing, 'transactionType' | 'type' | 'price' | 'relatedAccounts'>,
  provider: InsuranceProvider,
  exemptAgencyIds: readonly number[],
): boolean {
  if (!provider.available) return false;
  const agency = listing.relatedAccounts.find((a) => a.type === 'Vendor');
  if (agency && exemptAgencyIds.includes(agency.accountId)) return false;
  if (listing.transactionType !== 'Rent' || listing.price.interval !== 'Month') return false;
  if (!INSURABLE_PROPERTY_TYPES.includes(listing.type)) return false;
  if (provider.requiredCurrency) {
    const original = listing.price.values.find((v) => v.type === 'Original') ?? listing.price.values[0];
    if (original?.currencyId !== provider.requiredCurrency) return false;
  }
  return true;
}

/**
 * Document 001 §4: "REQUESTED when an offer from the same provider was created within the last 90
 * days; AVAILABLE when offerable; otherwise UNAVAILABLE". Exactly 90 days ago still counts.
 */
export function offerStatus(
  offers: readonly Pick<RentalDepositInsuranceOffer, 'provider' | 'creationDate'>[],
  provider: string,
  offerable: boolean,
  now: Date,
): OfferStatus {
  const since = now.getTime() - OFFER_REQUESTED_DAYS * DAY_MS;
  const requested = offers.some((o) => o.provider === provider && Date.parse(o.creationDate) >= since);
  if (requested) return 'REQUESTED';
  return offerable ? 'AVAILABLE' : 'UNAVAILABLE';
}

/** Document 001 §9: "monthly fee by rooms: under 4 gives 180, under 7 gives 150, under 10 gives 120, otherwise 50". Unknown rooms count as none. */
export function monthlyInsuranceFee(rooms: number | undefined): number {
  const r = rooms ?? 0;
  if (r < 4) return 180;
  if (r < 7) return 150;
  if (r < 10) return 120;
  return 50;
}

/** Document 001 §9: "order links are language-specific (fr, it, de)"; other languages get the German link (the most spoken in Switzerland). */
export const ORDER_LINK_LANGUAGES = ['fr', 'it', 'de'] as const;
export function orderLinkFor(
  links: Readonly<Record<(typeof ORDER_LINK_LANGUAGES)[number], string>>,
  language: string,
): string {
  return (ORDER_LINK_LANGUAGES as readonly string[]).includes(language)
    ? links[language as (typeof ORDER_LINK_LANGUAGES)[number]]
    : links.de;
}
