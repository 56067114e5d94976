import type { ServiceIdentifier } from 'inversify';
import type { InsuranceOffersOnThePage as InsuranceOffersOnThePageClass } from './insurance/InsuranceOffersOnThePage';

/** The page's rental deposit insurance offers: one per page load in the browser, one per request on the server. */
export const InsuranceOffersOnThePage: ServiceIdentifier<InsuranceOffersOnThePageClass> = Symbol.for(
  'financing.InsuranceOffersOnThePage',
);
