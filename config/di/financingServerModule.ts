import { ContainerModule } from 'inversify';
import { CreateMortgageQuoteHandler } from '#application/financing/commands/CreateMortgageQuote';
import { RecordRentalDepositInsuranceOfferHandler } from '#application/financing/commands/RecordRentalDepositInsuranceOffer';
import { RequestRentalDepositInsuranceHandler } from '#application/financing/commands/RequestRentalDepositInsurance';
import {
  FinancingClock,
  FinancingRules,
  FinancingStore,
  RentalDepositInsuranceOffers,
} from '#application/financing/ports';
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
  RecordRentalDepositInsuranceOffer,
  RequestRentalDepositInsurance,
} from '#application/financing/tokens';
import { MORTGAGE_PROVIDERS } from '#config/financing/mortgageProviders';
import {
  DEFAULT_INSURANCE_PROVIDER,
  EXEMPT_AGENCY_IDS,
  INSURANCE_PROVIDERS,
} from '#config/financing/rentalDepositInsurance';
import { SWISS_LENDER_RULES } from '#config/financing/swissLenderRules';
import { Database } from '#infrastructure/db/DatabaseToken';
import { readInterestRatesFile } from '#infrastructure/financing/sql/readInterestRatesFile';
import { SqlFinancingStore } from '#infrastructure/financing/sql/SqlFinancingStore';
import { bindFinancingUseCases } from './financingModule';
import type { ServerModuleOptions } from './ServerModuleOptions';

/** The configured rules (config/financing): Swiss lender rules, providers, exempt agencies, the shipped rates. */
export const FINANCING_RULES: FinancingRules = {
  lender: SWISS_LENDER_RULES,
  mortgageProviders: MORTGAGE_PROVIDERS,
  shippedInterestRates: () => readInterestRatesFile(),
  insuranceProviders: INSURANCE_PROVIDERS,
  defaultInsuranceProvider: DEFAULT_INSURANCE_PROVIDER,
  exemptAgencyIds: EXEMPT_AGENCY_IDS,
};

/**
 * Financing on the server: the use cases (document 001 §7 "Financing", the insurance offers of
 * "Leads") over the rows on the database (needs Database bound), the listings and the leads use
 * case (PostLead); the insurance offers the leads context asks about (LeadInsuranceOffers).
 */
export function financingServerModule(_options: ServerModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindFinancingUseCases(bind);
    bind(FinancingRules).toConstantValue(FINANCING_RULES);
    bind(FinancingClock).toConstantValue({ now: () => new Date() });
    bind(FinancingStore)
      .toDynamicValue((context) => new SqlFinancingStore(context.get(Database)))
      .inSingletonScope();
    bind(EstimateMortgage).to(EstimateMortgageHandler).inSingletonScope();
    bind(ListMortgageQuotes).to(ListMortgageQuotesHandler).inSingletonScope();
    bind(CreateMortgageQuote).to(CreateMortgageQuoteHandler).inSingletonScope();
    bind(GetLatestInterestRates).to(GetLatestInterestRatesHandler).inSingletonScope();
    bind(ListRentalDepositInsuranceOffers).to(ListRentalDepositInsuranceOffersHandler).inSingletonScope();
    bind(GetRentalDepositInsuranceOfferHandler).toSelf().inSingletonScope();
    bind(GetRentalDepositInsuranceOffer).toService(GetRentalDepositInsuranceOfferHandler);
    bind(RecordRentalDepositInsuranceOffer).to(RecordRentalDepositInsuranceOfferHandler).inSingletonScope();
    bind(RequestRentalDepositInsurance).to(RequestRentalDepositInsuranceHandler).inSingletonScope();
    bind(RentalDepositInsuranceOffers).toDynamicValue((context) => ({
      isOffered: (listingId, provider) =>
        context.get(GetRentalDepositInsuranceOfferHandler).isOffered(listingId, provider),
      record: (offer, caller) => context.get(RecordRentalDepositInsuranceOffer).execute(offer, caller),
    }));
  });
}
