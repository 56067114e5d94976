import type { ServiceIdentifier } from 'inversify';
import type { RentalDepositInsuranceOffers as RentalDepositInsuranceOffersClass } from './insurance/RentalDepositInsuranceOffers';

/** The page's rental deposit insurance offers: one per page load in the browser, one per request on the server. */
export const RentalDepositInsuranceOffers: ServiceIdentifier<RentalDepositInsuranceOffersClass> = Symbol.for(
  'financing.RentalDepositInsuranceOffers',
);
