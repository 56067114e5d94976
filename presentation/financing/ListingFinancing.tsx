import { chfValueOf, isMortgageEligible } from '#domain/financing/mortgageRules';
import type { Listing } from '#domain/listings/Listing';
import { useIntl } from '#presentation/shared/i18n';
import { RentalDepositInsuranceOffer } from './insurance/RentalDepositInsuranceOffer';
import { offersRentalDepositInsurance } from './insurance/useRentalDepositInsurance';
import { MortgageCalculator } from './mortgage/MortgageCalculator';
import { useMortgageCalculator } from './mortgage/useMortgageCalculator';
import { useMortgageLead } from './mortgage/useMortgageLead';

/**
 * Financing on the listing page: the mortgage calculator on an eligible sale (document 001 §9
 * "eligibility: CH, Sell, price shown, Apartment or House, CHF value 300000 to 10000000, postcode
 * below 99999"), the rental deposit insurance offer on a rent listing; nothing otherwise.
 */
export function ListingFinancing({ listing }: { listing: Listing }) {
  if (listing.isArchived) return null;
  if (isMortgageEligible(listing))
    return <ListingMortgage listingId={listing.id} purchasePrice={chfValueOf(listing)!} />;
  if (offersRentalDepositInsurance(listing)) return <RentalDepositInsuranceOffer listingId={listing.id} />;
  return null;
}

function ListingMortgage({ listingId, purchasePrice }: { listingId: number; purchasePrice: number }) {
  const { locale } = useIntl();
  const calculator = useMortgageCalculator({
    purchasePrice,
    listingId,
    locale: locale.slice(0, 2),
    withLatestQuote: true,
  });
  const lead = useMortgageLead(calculator);
  return <MortgageCalculator calculator={calculator} lead={lead} />;
}
