import type { ServiceIdentifier } from 'inversify';
import type { LeadAnswer, LeadRequest } from '#application/leads';
import type { Clock } from '#domain/shared/Clock';
import type { InterestRates, InterestType } from '#domain/financing/interestRates';
import type { LenderRules } from '#domain/financing/LenderRules';
import type { MortgageEstimate } from '#domain/financing/mortgageEstimate';
import type { MortgageQuote, MortgageQuoteDraft } from '#domain/financing/MortgageQuote';
import type { MortgageLength } from '#domain/financing/mortgageRules';
import type {
  InsuranceProvider,
  ListingInsuranceOffer,
  RentalDepositInsuranceOffer,
} from '#domain/financing/rentalDepositInsurance';
import { currentProfileIdOf, ownProfileIdsOf } from '#domain/identity/ownProfiles';
import type { AuthSession } from '#domain/identity/TokenClaims';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';

/** Who calls the financing service: the visitor's current profile and those identified to the same person. */
export interface FinancingCaller {
  profileId?: string;
  ownProfileIds: readonly string[];
  /** The caller's address, for the leads service's per-IP limit when a lead is posted on their behalf. */
  ip?: string;
  /** The captcha solution of an insurance lead form that had to ask for one (the leads service checks it). */
  captcha?: string;
}

/** The financing caller of a verified session (none: an unknown visitor, estimates and rates only). */
export function financingCallerOf(session: AuthSession | undefined): FinancingCaller {
  const current = currentProfileIdOf(session);
  return {
    profileId: current === undefined ? undefined : String(current),
    ownProfileIds: ownProfileIdsOf(session).map(String),
  };
}

/** The profiles whose quotes and offers a caller may read: the current one and those identified to the same person. */
export const ownersOf = (caller: FinancingCaller): string[] => [
  ...new Set([...(caller.profileId ? [caller.profileId] : []), ...caller.ownProfileIds]),
];

/** GET /mortgagequotes/estimates: grossAnnualIncome, purchasePrice, currencyId, provider, ownFunds (document 001 §7); length is ours. */
export interface EstimateQuery {
  grossAnnualIncome: number;
  purchasePrice: number;
  currencyId: string;
  provider: string;
  /** Absent: the lender's minimum own funds (20 % of the price). */
  ownFunds?: number;
  /** Years of the fixed rate; absent: ten years. */
  length?: MortgageLength;
}

export type { ListingInsuranceOffer } from '#domain/financing/rentalDepositInsurance';

/** GET /mortgagequotes: listingId, sort, top (document 001 §7; "latest uses top 1"). */
export interface QuotesQuery {
  listingId?: number;
  /** creationDate ascending or '-creationDate' (newest first, the default). */
  sort?: 'creationDate' | '-creationDate';
  top?: number;
}

/**
 * The financing back end as the browser calls it (document 001 §7 "Financing", and the rental
 * deposit insurance offers of "Leads"): HttpFinancingService, to /svc/financing, where the handlers
 * run over FinancingStore. One contract suite checks the handlers and this client alike.
 */
export interface FinancingService {
  /** POST /mortgagequotes (body mortgageQuote plus locale): needs the caller's profile. */
  createMortgageQuote(
    draft: MortgageQuoteDraft,
    locale: string,
    caller: FinancingCaller,
  ): Promise<Result<MortgageQuote, DomainError>>;
  /** GET /mortgagequotes: the caller's own quotes; none without a profile. */
  listMortgageQuotes(query: QuotesQuery, caller: FinancingCaller): Promise<Result<MortgageQuote[], DomainError>>;
  /** GET /mortgagequotes/estimates. */
  estimate(query: EstimateQuery): Promise<Result<MortgageEstimate, DomainError>>;
  /** GET /interestrates/latest (provider). */
  latestInterestRates(provider: string): Promise<Result<InterestRates, DomainError>>;
  /**
   * GET /rentalDepositInsuranceOffers?listingId=: the offer a listing page shows this caller (status
   * of document 001 §4, the fee for the listing's rooms, the order link in `language`).
   */
  getListingInsuranceOffer(
    query: { listingId: number; provider?: string; language: string },
    caller: FinancingCaller,
  ): Promise<Result<ListingInsuranceOffer, DomainError>>;
  /**
   * The insurance lead from its own modal: posted through the leads service (/leads/firstCaution for
   * FirstCaution, /leads/rentalDepositInsurance otherwise) and, when its status counts as successful,
   * recorded as the caller's offer, so the listing reads REQUESTED for 90 days (document 001 §4).
   * Needs the caller's profile.
   */
  requestRentalDepositInsurance(
    request: LeadRequest,
    caller: FinancingCaller,
  ): Promise<Result<{ lead: LeadAnswer; offer?: RentalDepositInsuranceOffer }, DomainError>>;
  /** GET /rentalDepositInsuranceOffers: the caller's offers, newest first. */
  listRentalDepositInsuranceOffers(
    query: { provider?: string },
    caller: FinancingCaller,
  ): Promise<Result<RentalDepositInsuranceOffer[], DomainError>>;
}
export const FinancingService: ServiceIdentifier<FinancingService> = Symbol.for('financing.FinancingService');

/**
 * The insurance offers as the leads context sees them: PostLead asks whether a listing is insured
 * (LeadInsuranceOffers) before it takes an insurance lead, and an offer can be recorded for a
 * caller. Server-side only (no /svc route of its own: the lead is the request); bound to the
 * financing handlers (config/di/financingServerModule).
 */
export interface RentalDepositInsuranceOffers {
  /** Whether the provider (absent: the default one) insures this listing: the offer lookup's own rule (document 001 §5). */
  isOffered(listingId: number, provider?: string): Promise<boolean>;
  record(
    offer: { provider: string; listingId?: number },
    caller: FinancingCaller,
  ): Promise<Result<RentalDepositInsuranceOffer, DomainError>>;
}
export const RentalDepositInsuranceOffers: ServiceIdentifier<RentalDepositInsuranceOffers> = Symbol.for(
  'financing.RentalDepositInsuranceOffers',
);

/** The rules the configuration gives (config/financing): lender rules, mortgage providers, insurance providers. */
export interface FinancingRules {
  lender: LenderRules;
  /** The rates shipped with the product (config/financing/interestRates.json): a fresh database quotes from them until refreshed. */
  shippedInterestRates(): InterestRates;
  mortgageProviders: readonly string[];
  insuranceProviders: Readonly<Record<string, InsuranceProvider & { orderLinks: Record<'fr' | 'it' | 'de', string> }>>;
  defaultInsuranceProvider: string;
  exemptAgencyIds: readonly number[];
}
export const FinancingRules: ServiceIdentifier<FinancingRules> = Symbol.for('financing.FinancingRules');

/** A quote the handler estimated, to be stored for its profile. */
export interface NewMortgageQuote extends MortgageQuoteDraft {
  profileId: string;
  locale: string;
  estimate: MortgageEstimate;
}

/** One published rate of a provider. */
export interface InterestRateRow {
  interestType: InterestType;
  rate: number;
  asOf: string;
}

/**
 * Financing's rows (document 001 §7 "Financing"; the insurance offers of "Leads"): quotes and
 * offers per profile, interest rates per provider. The handlers decide who may read and write, the
 * estimate, the limits and when an offer is recorded; the store reads and writes what they decided.
 */
export interface FinancingStore {
  insertQuote(quote: NewMortgageQuote): Promise<MortgageQuote>;
  /** These profiles' quotes (of one listing when given), by creation date then id, at most `limit`. */
  quotesOf(
    owners: readonly string[],
    query: { listingId?: number; newestFirst: boolean; limit: number },
  ): Promise<MortgageQuote[]>;
  insertOffer(offer: { profileId: string; provider: string; listingId?: number }): Promise<RentalDepositInsuranceOffer>;
  /** These profiles' offers (of one provider when given), newest first, at most `limit`. */
  offersOf(
    owners: readonly string[],
    query: { provider?: string; limit: number },
  ): Promise<RentalDepositInsuranceOffer[]>;
  interestRatesOf(provider: string): Promise<InterestRateRow[]>;
  /** Writes only the interest types the provider lacks (refreshed rates are never overwritten). */
  fillInterestRates(rates: InterestRates): Promise<void>;
}
export const FinancingStore: ServiceIdentifier<FinancingStore> = Symbol.for('financing.FinancingStore');

/** Time for the offers' 90-day window (document 001 §9), replaced in tests. */
export const FinancingClock: ServiceIdentifier<Clock> = Symbol.for('financing.Clock');
