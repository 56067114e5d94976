/**
 * Financing's public face for the other contexts: the leads service records an insurance offer
 * after sending the insurance lead (RecordRentalDepositInsuranceOffer), and reads who asked.
 */
export type { FinancingCaller } from './ports';
export { RecordRentalDepositInsuranceOffer } from './tokens';
export type { ListingInsuranceOffer } from './ports';
