import { ContainerModule } from 'inversify';
import { RecordRentalDepositInsuranceOfferHandler } from '#application/financing/commands/RecordRentalDepositInsuranceOffer';
import {
  FinancingClock,
  FinancingRules,
  FinancingService,
  RentalDepositInsuranceOffers,
} from '#application/financing/ports';
import { RecordRentalDepositInsuranceOffer } from '#application/financing/tokens';
import { MORTGAGE_PROVIDERS } from '#config/financing/mortgageProviders';
import {
  DEFAULT_INSURANCE_PROVIDER,
  EXEMPT_AGENCY_IDS,
  INSURANCE_PROVIDERS,
} from '#config/financing/rentalDepositInsurance';
import { SWISS_LENDER_RULES } from '#config/financing/swissLenderRules';
import { SqlFinancingService } from '#infrastructure/financing/sql/SqlFinancingService';
import { bindFinancingUseCases } from './financingModule';
import type { ServerModuleOptions } from './ServerModuleOptions';

/** The configured rules (config/financing): Swiss lender rules, providers, exempt agencies. */
export const FINANCING_RULES: FinancingRules = {
  lender: SWISS_LENDER_RULES,
  mortgageProviders: MORTGAGE_PROVIDERS,
  insuranceProviders: INSURANCE_PROVIDERS,
  defaultInsuranceProvider: DEFAULT_INSURANCE_PROVIDER,
  exemptAgencyIds: EXEMPT_AGENCY_IDS,
};

/**
 * Financing on the server: the use cases and the financing service embedded on the database
 * (needs Database bound), the listing's insurance offer, and the offers the leads service records.
 */
export function financingServerModule(_options: ServerModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindFinancingUseCases(bind);
    bind(FinancingRules).toConstantValue(FINANCING_RULES);
    bind(FinancingClock).toConstantValue({ now: () => new Date() });
    bind(SqlFinancingService).toSelf().inSingletonScope();
    bind(FinancingService).toService(SqlFinancingService);
    bind(RentalDepositInsuranceOffers).toService(SqlFinancingService);
    bind(RecordRentalDepositInsuranceOffer).to(RecordRentalDepositInsuranceOfferHandler).inSingletonScope();
  });
}
