/** Financing's public face for the other contexts: the listing page's section and the content module. */
export { ListingFinancing } from './ListingFinancing';
export { LazyMortgageLeadModule } from './LazyMortgageLeadModule';
export {
  type RentalDepositInsuranceLeadOption,
  useRentalDepositInsuranceLeadOption,
} from './insurance/useRentalDepositInsurance';
