import { useIntl } from '#presentation/shared/i18n';
import { MortgageCalculator } from './mortgage/MortgageCalculator';
import { useMortgageCalculator } from './mortgage/useMortgageCalculator';
import { useMortgageLead } from './mortgage/useMortgageLead';

/** A typical Swiss purchase for a content page that names none: a 4.5-room flat (our choice). */
export const MODULE_DEFAULT_PRICE = 1_000_000;

/**
 * The "mortgage lead" content module (document 000 §4 module kinds): the same calculator as on a
 * listing, for a price the content page gives (or a typical one), without a listing's quotes.
 * The content issue places it; it needs only the page's DI container.
 */
export function MortgageLeadModule({
  purchasePrice = MODULE_DEFAULT_PRICE,
  title,
  intro,
}: {
  purchasePrice?: number;
  title?: string;
  /** The content module's text, under its title. */
  intro?: string;
}) {
  const { locale } = useIntl();
  const calculator = useMortgageCalculator({ purchasePrice, locale: locale.slice(0, 2), withLatestQuote: false });
  const lead = useMortgageLead(calculator);
  return <MortgageCalculator calculator={calculator} lead={lead} title={title} intro={intro} />;
}
