import { useIntl } from '#presentation/shared/i18n';
import { MortgageCalculator } from './MortgageCalculator';
import { useMortgageCalculator } from './useMortgageCalculator';
import { useMortgageLead } from './useMortgageLead';

/** The listing's mortgage calculator, with the latest quote the visitor asked for on it. */
export function ListingMortgage({ listingId, purchasePrice }: { listingId: number; purchasePrice: number }) {
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
