import { useSearchPage } from '../SearchPageContext';
import { useT } from '../../i18n';

/**
 * The page's heading, also its <title>: what, to buy or to rent, where ("Apartments for sale in
 * Genève", "Houses for rent", "Properties for sale by Agence Dupont"). One property type names
 * it; none or several read "Properties".
 */
export function useSearchHeading(): string {
  const page = useSearchPage();
  const t = useT();
  const { types, transactionType } = page.filters;
  const type = types?.length === 1 ? t(`Listings.PropertyType.Plural.${types[0]}`) : t('Search.Type.Properties');
  const values = { type, transaction: transactionType ?? 'any' };
  if (page.data.agency) return t('Search.Title.Agency', { ...values, agency: page.data.agency.name });
  if (page.hasArea) return t('Search.Title.Area', values);
  if (page.placeName) return t('Search.Title.Place', { ...values, place: page.placeName });
  return t('Search.Title.Anywhere', values);
}
