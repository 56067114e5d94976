import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import {
  type EstimateQuery,
  type FinancingCaller,
  FinancingClock,
  FinancingRules,
  type ListingInsuranceOffer,
  type FinancingService,
  type QuotesQuery,
  type RentalDepositInsuranceOffers,
} from '#application/financing/ports';
import { type InterestRates, type InterestType, rateForLength } from '#domain/financing/interestRates';
import { estimateMortgage, type MortgageEstimate, minOwnFundsOf } from '#domain/financing/mortgageEstimate';
import type { MortgageQuote, MortgageQuoteDraft } from '#domain/financing/MortgageQuote';
import { DEFAULT_MORTGAGE_LENGTH, MORTGAGE_ELIGIBILITY } from '#domain/financing/mortgageRules';
import { type LeadAnswer, type LeadRequest, LeadsService } from '#application/leads';
import { ListingsService } from '#application/listings/ports';
import { isSuccessfulStatus } from '#domain/leads/Lead';
import {
  isInsuranceOfferable,
  monthlyInsuranceFee,
  offerStatus,
  orderLinkFor,
  type RentalDepositInsuranceOffer,
} from '#domain/financing/rentalDepositInsurance';
import type { Clock } from '#domain/shared/Clock';
import { type DomainError, domainError, invalid, notFound } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { Database } from '#infrastructure/db/DatabaseToken';
import { interestRates, mortgageQuotes, rentalDepositInsuranceOffers } from '#infrastructure/db/schema';
import { readInterestRatesFile } from './readInterestRatesFile';
import { storeInterestRates } from './storeInterestRates';

/** Quotes a visitor may list at once (GET /mortgagequotes top). */
export const MAX_QUOTES = 50;

const unknownProvider = (): DomainError =>
  invalid('PROVIDER_NOT_VALID', 'provider is not a mortgage provider', 'provider');
const notChf = (): DomainError =>
  invalid(
    'CURRENCY_NOT_VALID',
    `currencyId must be ${MORTGAGE_ELIGIBILITY.currencyId}: the FINMA rules are Swiss`,
    'currencyId',
  );
const noProfile = (): DomainError =>
  domainError('UNAUTHORIZED', 'PROFILE_REQUIRED', 'A mortgage quote needs a visitor profile', { field: 'profileId' });

/**
 * The financing service embedded on the database (document 001 §7 "Financing"): quotes and
 * insurance offers per visitor profile, the latest interest rates per provider (the shipped table
 * until refreshed), estimates from the domain's calculator under the configured lender rules.
 */
@injectable()
export class SqlFinancingService implements FinancingService, RentalDepositInsuranceOffers {
  private shippedRatesStored?: Promise<unknown>;

  constructor(
    @inject(Database) private readonly db: Database,
    @inject(FinancingRules) private readonly rules: FinancingRules,
    @inject(ListingsService) private readonly listings: ListingsService,
    @inject(FinancingClock) private readonly clock: Clock,
    @inject(LeadsService) private readonly leads: LeadsService,
  ) {}

  async requestRentalDepositInsurance(
    request: LeadRequest,
    caller: FinancingCaller,
  ): Promise<Result<{ lead: LeadAnswer; offer?: RentalDepositInsuranceOffer }, DomainError>> {
    if (!caller.profileId)
      return err(domainError('UNAUTHORIZED', 'PROFILE_REQUIRED', 'An insurance offer needs a visitor profile'));
    const provider = request.rentalDepositInsuranceProvider ?? this.rules.defaultInsuranceProvider;
    if (!Object.hasOwn(this.rules.insuranceProviders, provider))
      return err(
        invalid(
          'PROVIDER_NOT_VALID',
          'provider is not a rental deposit insurance provider',
          'rentalDepositInsuranceProvider',
        ),
      );
    const profileId = Number(caller.profileId);
    const lead = await this.leads.postLead(
      provider === 'FirstCaution' ? 'firstCaution' : 'rentalDepositInsurance',
      { ...request, rentalDepositInsuranceProvider: provider },
      {
        ip: caller.ip ?? '127.0.0.1',
        ...(Number.isSafeInteger(profileId) ? { profileId } : {}),
        ...(caller.captcha ? { captcha: caller.captcha } : {}),
      },
    );
    if (!lead.ok) return lead;
    // Document 001 §6: "Lead, tour and other actions are unavailable on archived listings": no offer to create.
    if (lead.value.status === 'RejectedObsolete')
      return err(
        domainError('GONE', 'LISTING_ARCHIVED', 'Lead, tour and other actions are unavailable on archived listings', {
          field: 'id',
        }),
      );
    if (!isSuccessfulStatus(lead.value.status)) return ok({ lead: lead.value });
    const offer = await this.record({ provider, listingId: request.id }, caller);
    return offer.ok ? ok({ lead: lead.value, offer: offer.value }) : offer;
  }

  async createMortgageQuote(
    draft: MortgageQuoteDraft,
    locale: string,
    caller: FinancingCaller,
  ): Promise<Result<MortgageQuote, DomainError>> {
    if (!caller.profileId) return err(noProfile());
    const estimate = await this.estimate({ ...draft, length: DEFAULT_MORTGAGE_LENGTH });
    if (!estimate.ok) return estimate;
    const [row] = await this.db
      .insert(mortgageQuotes)
      .values({
        profileId: caller.profileId,
        listingId: draft.listingId ?? null,
        grossAnnualIncome: draft.grossAnnualIncome,
        purchasePrice: draft.purchasePrice,
        ownFunds: draft.ownFunds,
        currencyId: draft.currencyId,
        provider: draft.provider,
        locale,
        estimate: estimate.value,
      })
      .returning();
    return ok(quoteOf(row));
  }

  async listMortgageQuotes(query: QuotesQuery, caller: FinancingCaller): Promise<Result<MortgageQuote[], DomainError>> {
    const owners = ownersOf(caller);
    if (owners.length === 0) return ok([]);
    const where: SQL[] = [inArray(mortgageQuotes.profileId, owners)];
    if (query.listingId !== undefined) where.push(eq(mortgageQuotes.listingId, query.listingId));
    const newestFirst = query.sort !== 'creationDate';
    const rows = await this.db
      .select()
      .from(mortgageQuotes)
      .where(and(...where))
      .orderBy(
        newestFirst ? desc(mortgageQuotes.creationDate) : asc(mortgageQuotes.creationDate),
        newestFirst ? desc(mortgageQuotes.id) : asc(mortgageQuotes.id),
      )
      .limit(Math.min(query.top ?? MAX_QUOTES, MAX_QUOTES));
    return ok(rows.map(quoteOf));
  }

  async estimate(query: EstimateQuery): Promise<Result<MortgageEstimate, DomainError>> {
    if (query.currencyId !== MORTGAGE_ELIGIBILITY.currencyId) return err(notChf());
    if (query.ownFunds !== undefined && query.ownFunds > query.purchasePrice)
      return err(invalid('OWN_FUNDS_NOT_VALID', 'ownFunds may not exceed purchasePrice', 'ownFunds'));
    const rates = await this.latestInterestRates(query.provider);
    if (!rates.ok) return rates;
    const interestRate = rateForLength(rates.value.rates, query.length ?? DEFAULT_MORTGAGE_LENGTH);
    if (interestRate === undefined)
      return err(notFound('INTEREST_RATE_NOT_FOUND', `provider ${query.provider} quotes no fixed rate`, 'provider'));
    return ok(
      estimateMortgage(
        {
          purchasePrice: query.purchasePrice,
          ownFunds: query.ownFunds ?? minOwnFundsOf(query.purchasePrice, this.rules.lender),
          grossAnnualIncome: query.grossAnnualIncome,
          interestRate,
        },
        this.rules.lender,
      ),
    );
  }

  async latestInterestRates(provider: string): Promise<Result<InterestRates, DomainError>> {
    if (!this.rules.mortgageProviders.includes(provider)) return err(unknownProvider());
    this.shippedRatesStored ??= storeInterestRates(this.db, readInterestRatesFile(), { replace: false });
    await this.shippedRatesStored;
    const rows = await this.db.select().from(interestRates).where(eq(interestRates.provider, provider));
    if (rows.length === 0)
      return err(notFound('INTEREST_RATES_NOT_FOUND', `no interest rates of provider ${provider}`, 'provider'));
    const rates: InterestRates['rates'] = {};
    for (const row of rows) rates[row.interestType as InterestType] = row.rate;
    // The honest date for the set is its oldest publication.
    const asOf = rows.map((r) => r.asOf).sort()[0];
    return ok({ provider, asOf, rates });
  }

  async getListingInsuranceOffer(
    query: { listingId: number; provider?: string; language: string },
    caller: FinancingCaller,
  ): Promise<Result<ListingInsuranceOffer, DomainError>> {
    const providerId = query.provider ?? this.rules.defaultInsuranceProvider;
    const offered = await this.offered(query.listingId, providerId);
    if (!offered.ok) return offered;
    const offers = await this.listRentalDepositInsuranceOffers({ provider: providerId }, caller);
    if (!offers.ok) return offers;
    return ok({
      provider: providerId,
      status: offerStatus(offers.value, providerId, offered.value.offerable, this.clock.now()),
      monthlyFee: monthlyInsuranceFee(offered.value.listing.numberOf.rooms),
      orderLink: orderLinkFor(offered.value.provider.orderLinks, query.language),
    });
  }

  /**
   * Whether a provider insures this listing (document 001 §5 "Rental deposit insurance is offered
   * only if…"): the lookup's status and the insurance lead's acceptance both come from here, so a
   * request can never be taken for a listing the lookup calls UNAVAILABLE.
   */
  async isOffered(listingId: number, provider?: string): Promise<boolean> {
    const offered = await this.offered(listingId, provider ?? this.rules.defaultInsuranceProvider);
    return offered.ok && offered.value.offerable;
  }

  private async offered(listingId: number, providerId: string) {
    const provider = Object.hasOwn(this.rules.insuranceProviders, providerId)
      ? this.rules.insuranceProviders[providerId]
      : undefined;
    if (!provider)
      return err(invalid('PROVIDER_NOT_VALID', 'provider is not a rental deposit insurance provider', 'provider'));
    const listing = await this.listings.getListing(listingId);
    if (!listing.ok) return listing;
    const offerable = isInsuranceOfferable(listing.value, provider, this.rules.exemptAgencyIds);
    return ok({ provider, listing: listing.value, offerable });
  }

  async listRentalDepositInsuranceOffers(
    query: { provider?: string },
    caller: FinancingCaller,
  ): Promise<Result<RentalDepositInsuranceOffer[], DomainError>> {
    const owners = ownersOf(caller);
    if (owners.length === 0) return ok([]);
    const where: SQL[] = [inArray(rentalDepositInsuranceOffers.profileId, owners)];
    if (query.provider !== undefined) where.push(eq(rentalDepositInsuranceOffers.provider, query.provider));
    const rows = await this.db
      .select()
      .from(rentalDepositInsuranceOffers)
      .where(and(...where))
      .orderBy(desc(rentalDepositInsuranceOffers.creationDate), desc(rentalDepositInsuranceOffers.id))
      .limit(MAX_QUOTES);
    return ok(rows.map(offerOf));
  }

  async record(
    offer: { provider: string; listingId?: number },
    caller: FinancingCaller,
  ): Promise<Result<RentalDepositInsuranceOffer, DomainError>> {
    if (!caller.profileId)
      return err(domainError('UNAUTHORIZED', 'PROFILE_REQUIRED', 'An insurance offer needs a visitor profile'));
    const [row] = await this.db
      .insert(rentalDepositInsuranceOffers)
      .values({ profileId: caller.profileId, provider: offer.provider, listingId: offer.listingId ?? null })
      .returning();
    return ok(offerOf(row));
  }
}

const ownersOf = (caller: FinancingCaller): string[] => [
  ...new Set([...(caller.profileId ? [caller.profileId] : []), ...caller.ownProfileIds]),
];

function quoteOf(row: typeof mortgageQuotes.$inferSelect): MortgageQuote {
  return {
    id: row.id,
    grossAnnualIncome: row.grossAnnualIncome,
    purchasePrice: row.purchasePrice,
    currencyId: row.currencyId,
    ...(row.listingId === null ? {} : { listingId: row.listingId }),
    provider: row.provider,
    ownFunds: row.ownFunds,
    creationDate: row.creationDate.toISOString(),
    estimate: row.estimate,
  };
}

function offerOf(row: typeof rentalDepositInsuranceOffers.$inferSelect): RentalDepositInsuranceOffer {
  return {
    provider: row.provider,
    creationDate: row.creationDate.toISOString(),
    ...(row.listingId === null ? {} : { listingId: row.listingId }),
  };
}
