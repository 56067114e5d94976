import type { PlaceType } from '#domain/places/Place';
import { useSearchPage } from '../SearchPageContext';
import { useT } from '#presentation/shared/i18n';

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
  if (page.place && page.placeName) {
    const where = t('Search.Where', {
      scope: scopeOf(page.place.type),
      country: page.place.countryISO,
      place: page.placeName,
    });
    return t('Search.Title.Place', { ...values, where });
  }
  return t('Search.Title.Anywhere', values);
}

/**
 * How a language puts "in" before a place depends on what the place is (French: "à Genève",
 * "en Suisse", "au Portugal", "dans la région Valais"): the catalogue's Search.Where chooses.
 */
function scopeOf(type: PlaceType): 'country' | 'locality' | 'other' {
  if (type === 'country') return 'country';
  if (type === 'locality' || type === 'neighborhood' || type === 'colloquial_area' || type === 'postal_code')
    return 'locality';
  return 'other';
}
