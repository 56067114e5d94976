import type { ServiceIdentifier } from 'inversify';
import type { FinancingService } from '#application/financing/ports';
import {
  CreateMortgageQuote,
  EstimateMortgage,
  GetLatestInterestRates,
  GetRentalDepositInsuranceOffer,
  ListMortgageQuotes,
  ListRentalDepositInsuranceOffers,
  RequestRentalDepositInsurance,
} from '#application/financing/tokens';

/**
 * The financing use cases of a container, called the way the contract calls FinancingService: on
 * the server the handlers themselves (over whichever FinancingStore is bound), so the suite's one
 * list of cases runs against them as against the browser's HttpFinancingService.
 */
export function financingHandlersOf(get: <T>(token: ServiceIdentifier<T>) => T): FinancingService {
  return {
    createMortgageQuote: (mortgageQuote, locale, caller) =>
      get(CreateMortgageQuote).execute({ mortgageQuote, locale }, caller),
    listMortgageQuotes: (query, caller) => get(ListMortgageQuotes).execute(query, caller),
    estimate: (query) => get(EstimateMortgage).execute(query),
    latestInterestRates: (provider) => get(GetLatestInterestRates).execute({ provider }),
    getListingInsuranceOffer: (query, caller) => get(GetRentalDepositInsuranceOffer).execute(query, caller),
    requestRentalDepositInsurance: (lead, caller) => get(RequestRentalDepositInsurance).execute({ lead }, caller),
    listRentalDepositInsuranceOffers: (query, caller) => get(ListRentalDepositInsuranceOffers).execute(query, caller),
  };
}
