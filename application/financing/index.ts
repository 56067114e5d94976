/**
 * Financing's public face for the other contexts: recording an insurance offer
 * (RecordRentalDepositInsuranceOffer) and who asked.
 */
export type { FinancingCaller } from './ports';
export { RecordRentalDepositInsuranceOffer } from './tokens';
export type { ListingInsuranceOffer } from './ports';
