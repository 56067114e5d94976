import { createIntl } from 'react-intl';
import { CULTURES } from '#domain/portal/Portal';
import { FACT_KEYS } from '#domain/listings/ListingFacts';
import { PER_MONTH_KEY, PRICE_ON_REQUEST_KEY } from '#domain/listings/ListingPriceView';
import { GENERATED_TITLE_KEY } from '#domain/listings/ListingTitle';
import { PRICE_CHANGE_KEYS } from '#domain/listings/PriceChangeView';
import { DOCUMENT_TEXT_KEYS } from '#presentation/shared/i18n/documentTextKeys';
import { GENERIC_ERROR_KEY } from '#presentation/shared/i18n/useErrorText';
import { getMessages } from './index';

/** Keys other layers hand to the UI must exist, or a visitor sees a raw key. */
const USED_KEYS = [
  ...Object.values(FACT_KEYS),
  PER_MONTH_KEY,
  PRICE_ON_REQUEST_KEY,
  GENERATED_TITLE_KEY,
  ...Object.values(PRICE_CHANGE_KEYS),
  ...Object.values(DOCUMENT_TEXT_KEYS),
  GENERIC_ERROR_KEY,
];

describe('keys used by the domain and the UI', () => {
  it.each([...CULTURES])('all exist in %s', (language) => {
    const messages = getMessages(language);
    expect(USED_KEYS.filter((key) => !(key in messages))).toEqual([]);
  });

  it('fills the generated listing title from the domain values', () => {
    const format = (locale: string) =>
      createIntl({ locale, messages: getMessages(locale) }).formatMessage(
        { id: GENERATED_TITLE_KEY },
        { propertyType: 'House', transactionType: 'Rent', locality: 'Lausanne' },
      );
    expect(format('en')).toBe('House for rent in Lausanne');
    expect(format('fr')).toBe('Maison à louer à Lausanne');
    expect(format('de')).toBe('Haus zur Miete in Lausanne');
  });

  it('shows a price change given as a percentage number (domain/listings/PriceChangeView)', () => {
    const intl = createIntl({ locale: 'en', messages: getMessages('en') });
    expect(intl.formatMessage({ id: PRICE_CHANGE_KEYS.Drop }, { percent: 3.8 })).toBe('Price down 3.8%');
  });
});
