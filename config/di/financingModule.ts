import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { CreateMortgageQuoteHandler } from '#application/financing/commands/CreateMortgageQuote';
import { RequestRentalDepositInsuranceHandler } from '#application/financing/commands/RequestRentalDepositInsurance';
import { SendMortgageLeadHandler } from '#application/financing/commands/SendMortgageLead';
import { FinancingService } from '#application/financing/ports';
import { EstimateMortgageHandler } from '#application/financing/queries/EstimateMortgage';
import { GetLatestInterestRatesHandler } from '#application/financing/queries/GetLatestInterestRates';
import { GetRentalDepositInsuranceOfferHandler } from '#application/financing/queries/GetRentalDepositInsuranceOffer';
import { ListMortgageQuotesHandler } from '#application/financing/queries/ListMortgageQuotes';
import { ListRentalDepositInsuranceOffersHandler } from '#application/financing/queries/ListRentalDepositInsuranceOffers';
import {
  CreateMortgageQuote,
  EstimateMortgage,
  GetLatestInterestRates,
  GetRentalDepositInsuranceOffer,
  ListMortgageQuotes,
  ListRentalDepositInsuranceOffers,
  RequestRentalDepositInsurance,
  SendMortgageLead,
} from '#application/financing/tokens';
import { HttpFinancingService } from '#infrastructure/financing';

/** The financing use cases that only call FinancingService (document 001 §7 "Financing"), bound whatever serves it. */
export function bindFinancingUseCases(bind: ContainerModuleLoadOptions['bind']): void {
  bind(EstimateMortgage).to(EstimateMortgageHandler).inSingletonScope();
  bind(ListMortgageQuotes).to(ListMortgageQuotesHandler).inSingletonScope();
  bind(CreateMortgageQuote).to(CreateMortgageQuoteHandler).inSingletonScope();
  bind(GetLatestInterestRates).to(GetLatestInterestRatesHandler).inSingletonScope();
  bind(ListRentalDepositInsuranceOffers).to(ListRentalDepositInsuranceOffersHandler).inSingletonScope();
  bind(GetRentalDepositInsuranceOffer).to(GetRentalDepositInsuranceOfferHandler).inSingletonScope();
  bind(RequestRentalDepositInsurance).to(RequestRentalDepositInsuranceHandler).inSingletonScope();
  bind(SendMortgageLead).to(SendMortgageLeadHandler).inSingletonScope();
}

/** Financing in the browser: the use cases over FinancingService's http adapter (needs ServiceClientToken bound). */
export const financingModule = new ContainerModule(({ bind }) => {
  bindFinancingUseCases(bind);
  bind(FinancingService).to(HttpFinancingService).inSingletonScope();
});
