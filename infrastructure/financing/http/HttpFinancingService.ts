import { inject, injectable } from 'inversify';
import type {
  EstimateQuery,
  FinancingCaller,
  FinancingService,
  ListingInsuranceOffer,
  QuotesQuery,
} from '#application/financing/ports';
import type { LeadAnswer, LeadRequest } from '#application/leads';
import type { InterestRates } from '#domain/financing/interestRates';
import type { MortgageEstimate } from '#domain/financing/mortgageEstimate';
import type { MortgageQuote, MortgageQuoteDraft } from '#domain/financing/MortgageQuote';
import type { RentalDepositInsuranceOffer } from '#domain/financing/rentalDepositInsurance';
import type { DomainError } from '#domain/shared/DomainError';
import { map, type Result } from '#domain/shared/Result';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';
import { FINANCING_ROUTES } from '#application/financing/svcRoutes';
import { pathOf } from '#application/shared/svcRoute';

/**
 * FinancingService over the seed contract (document 001 §7 "Financing") at /svc/financing. The
 * caller travels as the client's bearer token: the service reads the profile from it, so the
 * `caller` argument is not sent.
 */
@injectable()
export class HttpFinancingService implements FinancingService {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  async createMortgageQuote(
    draft: MortgageQuoteDraft,
    locale: string,
    _caller: FinancingCaller,
  ): Promise<Result<MortgageQuote, DomainError>> {
    const result = await this.client.request<{ mortgageQuote: MortgageQuote }>(
      FINANCING_ROUTES.createMortgageQuote.method,
      pathOf(FINANCING_ROUTES.createMortgageQuote),
      {
        body: { mortgageQuote: draft, locale },
      },
    );
    return map(result, (body) => body.mortgageQuote);
  }

  async listMortgageQuotes(
    query: QuotesQuery,
    _caller: FinancingCaller,
  ): Promise<Result<MortgageQuote[], DomainError>> {
    const result = await this.client.request<{ mortgageQuotes: MortgageQuote[] }>(
      FINANCING_ROUTES.mortgageQuotes.method,
      pathOf(FINANCING_ROUTES.mortgageQuotes),
      {
        query: { listingId: query.listingId, sort: query.sort, top: query.top },
      },
    );
    return map(result, (body) => body.mortgageQuotes);
  }

  async estimate(query: EstimateQuery): Promise<Result<MortgageEstimate, DomainError>> {
    const result = await this.client.request<{ estimates: MortgageEstimate }>(
      FINANCING_ROUTES.estimates.method,
      pathOf(FINANCING_ROUTES.estimates),
      {
        query: {
          grossAnnualIncome: query.grossAnnualIncome,
          purchasePrice: query.purchasePrice,
          currencyId: query.currencyId,
          provider: query.provider,
          ownFunds: query.ownFunds,
          length: query.length,
        },
      },
    );
    return map(result, (body) => body.estimates);
  }

  async latestInterestRates(provider: string): Promise<Result<InterestRates, DomainError>> {
    const result = await this.client.request<{ interestRates: InterestRates }>(
      FINANCING_ROUTES.latestInterestRates.method,
      pathOf(FINANCING_ROUTES.latestInterestRates),
      {
        query: { provider },
      },
    );
    return map(result, (body) => body.interestRates);
  }

  requestRentalDepositInsurance(
    request: LeadRequest,
    caller: FinancingCaller,
  ): Promise<Result<{ lead: LeadAnswer; offer?: RentalDepositInsuranceOffer }, DomainError>> {
    // The captcha travels in the lead, as on /leads; profile and address are the server's to read.
    const lead = { ...request, ...(caller.captcha ? { captcha: caller.captcha } : {}) };
    return this.client.request(
      FINANCING_ROUTES.requestRentalDepositInsurance.method,
      pathOf(FINANCING_ROUTES.requestRentalDepositInsurance),
      { body: { lead } },
    );
  }

  /** The language travels as the client's Accept-Language; the service answers the link in it. */
  async getListingInsuranceOffer(
    query: { listingId: number; provider?: string; language: string },
    _caller: FinancingCaller,
  ): Promise<Result<ListingInsuranceOffer, DomainError>> {
    const result = await this.client.request<{ offer: ListingInsuranceOffer }>(
      FINANCING_ROUTES.rentalDepositInsuranceOffers.method,
      pathOf(FINANCING_ROUTES.rentalDepositInsuranceOffers),
      { query: { provider: query.provider, listingId: query.listingId } },
    );
    return map(result, (body) => body.offer);
  }

  async listRentalDepositInsuranceOffers(
    query: { provider?: string },
    _caller: FinancingCaller,
  ): Promise<Result<RentalDepositInsuranceOffer[], DomainError>> {
    const result = await this.client.request<{ offers: RentalDepositInsuranceOffer[] }>(
      FINANCING_ROUTES.rentalDepositInsuranceOffers.method,
      pathOf(FINANCING_ROUTES.rentalDepositInsuranceOffers),
      { query: { provider: query.provider } },
    );
    return map(result, (body) => body.offers);
  }
}
