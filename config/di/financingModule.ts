import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { SendMortgageLeadHandler } from '#application/financing/commands/SendMortgageLead';
import { FinancingService } from '#application/financing/ports';
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
import { InsuranceOffersOnThePage as InsuranceOffersOnThePageClass } from '#presentation/financing/insurance/InsuranceOffersOnThePage';
import { InsuranceOffersOnThePage } from '#presentation/financing/tokens';
import {
  RemoteCreateMortgageQuote,
  RemoteEstimateMortgage,
  RemoteGetLatestInterestRates,
  RemoteGetRentalDepositInsuranceOffer,
  RemoteListMortgageQuotes,
  RemoteListRentalDepositInsuranceOffers,
  RemoteRequestRentalDepositInsurance,
} from '#infrastructure/financing/http/financingServiceUseCases';

/** The financing use case both sides run themselves: the mortgage lead, over LeadsService (document 001 §6). */
export function bindFinancingUseCases(bind: ContainerModuleLoadOptions['bind']): void {
  bind(SendMortgageLead).to(SendMortgageLeadHandler).inSingletonScope();
}

/**
 * Financing in the browser: the use cases are the server's (config/di/financingServerModule); the
 * browser calls them at /svc/financing through FinancingService's http adapter (needs
 * ServiceClientToken bound).
 */
export const financingModule = new ContainerModule(({ bind }) => {
  bindFinancingUseCases(bind);
  bind(FinancingService).to(HttpFinancingService).inSingletonScope();
  bind(EstimateMortgage).to(RemoteEstimateMortgage).inSingletonScope();
  bind(ListMortgageQuotes).to(RemoteListMortgageQuotes).inSingletonScope();
  bind(CreateMortgageQuote).to(RemoteCreateMortgageQuote).inSingletonScope();
  bind(GetLatestInterestRates).to(RemoteGetLatestInterestRates).inSingletonScope();
  bind(ListRentalDepositInsuranceOffers).to(RemoteListRentalDepositInsuranceOffers).inSingletonScope();
  bind(GetRentalDepositInsuranceOffer).to(RemoteGetRentalDepositInsuranceOffer).inSingletonScope();
  bind(RequestRentalDepositInsurance).to(RemoteRequestRentalDepositInsurance).inSingletonScope();
  // The page's offers, one per page load (the server binds one per request: serverContainer.ts).
  bind(InsuranceOffersOnThePage)
    .toDynamicValue(() => new InsuranceOffersOnThePageClass())
    .inSingletonScope();
});
