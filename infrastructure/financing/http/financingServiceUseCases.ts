import { inject, injectable } from 'inversify';
import {
  type EstimateQuery,
  type FinancingCaller,
  FinancingService,
  type QuotesQuery,
} from '#application/financing/ports';
import type {
  CreateMortgageQuoteUseCase,
  EstimateMortgageUseCase,
  GetLatestInterestRatesUseCase,
  GetRentalDepositInsuranceOfferUseCase,
  ListMortgageQuotesUseCase,
  ListRentalDepositInsuranceOffersUseCase,
  RequestRentalDepositInsuranceUseCase,
} from '#application/financing/tokens';
import type { LeadRequest } from '#application/leads';
import type { MortgageQuoteDraft } from '#domain/financing/MortgageQuote';

/*
 * The browser's side of the financing use cases: calls to FinancingService (HttpFinancingService,
 * /svc/financing on our own server), where the handlers run. The caller is whoever the client's
 * bearer names; the call's caller only types it.
 */

@injectable()
export class RemoteEstimateMortgage implements EstimateMortgageUseCase {
  constructor(@inject(FinancingService) private readonly financing: FinancingService) {}
  execute(query: EstimateQuery) {
    return this.financing.estimate(query);
  }
}

@injectable()
export class RemoteListMortgageQuotes implements ListMortgageQuotesUseCase {
  constructor(@inject(FinancingService) private readonly financing: FinancingService) {}
  execute(query: QuotesQuery, caller: FinancingCaller) {
    return this.financing.listMortgageQuotes(query, caller);
  }
}

@injectable()
export class RemoteCreateMortgageQuote implements CreateMortgageQuoteUseCase {
  constructor(@inject(FinancingService) private readonly financing: FinancingService) {}
  execute(command: { mortgageQuote: MortgageQuoteDraft; locale: string }, caller: FinancingCaller) {
    return this.financing.createMortgageQuote(command.mortgageQuote, command.locale, caller);
  }
}

@injectable()
export class RemoteGetLatestInterestRates implements GetLatestInterestRatesUseCase {
  constructor(@inject(FinancingService) private readonly financing: FinancingService) {}
  execute(query: { provider: string }) {
    return this.financing.latestInterestRates(query.provider);
  }
}

@injectable()
export class RemoteListRentalDepositInsuranceOffers implements ListRentalDepositInsuranceOffersUseCase {
  constructor(@inject(FinancingService) private readonly financing: FinancingService) {}
  execute(query: { provider?: string }, caller: FinancingCaller) {
    return this.financing.listRentalDepositInsuranceOffers(query, caller);
  }
}

@injectable()
export class RemoteGetRentalDepositInsuranceOffer implements GetRentalDepositInsuranceOfferUseCase {
  constructor(@inject(FinancingService) private readonly financing: FinancingService) {}
  execute(query: { listingId: number; provider?: string; language: string }, caller: FinancingCaller) {
    return this.financing.getListingInsuranceOffer(query, caller);
  }
}

@injectable()
export class RemoteRequestRentalDepositInsurance implements RequestRentalDepositInsuranceUseCase {
  constructor(@inject(FinancingService) private readonly financing: FinancingService) {}
  execute(command: { lead: LeadRequest }, caller: FinancingCaller) {
    return this.financing.requestRentalDepositInsurance(command.lead, caller);
  }
}
