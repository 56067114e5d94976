import type { ServiceIdentifier } from 'inversify';
import type { LeadAnswer, LeadRequest } from '#application/leads';
import type { InterestRates } from '#domain/financing/interestRates';
import type { MortgageEstimate } from '#domain/financing/mortgageEstimate';
import type { MortgageQuote, MortgageQuoteDraft } from '#domain/financing/MortgageQuote';
import type { RentalDepositInsuranceOffer } from '#domain/financing/rentalDepositInsurance';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { RecordRentalDepositInsuranceOfferHandler } from './commands/RecordRentalDepositInsuranceOffer';
import type { SendMortgageLeadHandler } from './commands/SendMortgageLead';
import type { EstimateQuery, FinancingCaller, ListingInsuranceOffer, QuotesQuery } from './ports';

/*
 * The financing use cases (document 001 §7 "Financing"; the insurance offers of "Leads"). On the
 * server the handlers of commands/ and queries/ run them over FinancingStore; the browser binds the
 * same tokens to the calls of /svc/financing (infrastructure/financing/http), where they run.
 */

export interface EstimateMortgageUseCase {
  execute(query: EstimateQuery): Promise<Result<MortgageEstimate, DomainError>>;
}
export interface ListMortgageQuotesUseCase {
  execute(query: QuotesQuery, caller: FinancingCaller): Promise<Result<MortgageQuote[], DomainError>>;
}
export interface CreateMortgageQuoteUseCase {
  execute(
    command: { mortgageQuote: MortgageQuoteDraft; locale: string },
    caller: FinancingCaller,
  ): Promise<Result<MortgageQuote, DomainError>>;
}
export interface GetLatestInterestRatesUseCase {
  execute(query: { provider: string }): Promise<Result<InterestRates, DomainError>>;
}
export interface ListRentalDepositInsuranceOffersUseCase {
  execute(
    query: { provider?: string },
    caller: FinancingCaller,
  ): Promise<Result<RentalDepositInsuranceOffer[], DomainError>>;
}
export interface GetRentalDepositInsuranceOfferUseCase {
  execute(
    query: { listingId: number; provider?: string; language: string },
    caller: FinancingCaller,
  ): Promise<Result<ListingInsuranceOffer, DomainError>>;
}
export interface RequestRentalDepositInsuranceUseCase {
  execute(
    command: { lead: LeadRequest },
    caller: FinancingCaller,
  ): Promise<Result<{ lead: LeadAnswer; offer?: RentalDepositInsuranceOffer }, DomainError>>;
}

/** DI tokens for the financing use cases. */
export const EstimateMortgage: ServiceIdentifier<EstimateMortgageUseCase> = Symbol.for('financing.EstimateMortgage');
export const ListMortgageQuotes: ServiceIdentifier<ListMortgageQuotesUseCase> =
  Symbol.for('financing.ListMortgageQuotes');
export const CreateMortgageQuote: ServiceIdentifier<CreateMortgageQuoteUseCase> = Symbol.for(
  'financing.CreateMortgageQuote',
);
export const GetLatestInterestRates: ServiceIdentifier<GetLatestInterestRatesUseCase> = Symbol.for(
  'financing.GetLatestInterestRates',
);
export const ListRentalDepositInsuranceOffers: ServiceIdentifier<ListRentalDepositInsuranceOffersUseCase> = Symbol.for(
  'financing.ListRentalDepositInsuranceOffers',
);
export const GetRentalDepositInsuranceOffer: ServiceIdentifier<GetRentalDepositInsuranceOfferUseCase> = Symbol.for(
  'financing.GetRentalDepositInsuranceOffer',
);
export const RecordRentalDepositInsuranceOffer: ServiceIdentifier<RecordRentalDepositInsuranceOfferHandler> =
  Symbol.for('financing.RecordRentalDepositInsuranceOffer');
export const RequestRentalDepositInsurance: ServiceIdentifier<RequestRentalDepositInsuranceUseCase> = Symbol.for(
  'financing.RequestRentalDepositInsurance',
);
export const SendMortgageLead: ServiceIdentifier<SendMortgageLeadHandler> = Symbol.for('financing.SendMortgageLead');
