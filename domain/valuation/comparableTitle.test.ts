import type { Comparable } from './Property';
import { comparableTitle } from './comparableTitle';

/** A comparable as an estimate stores it: a German-speaking owner's listing with its translations. */
const aComparable = (overrides: Partial<Comparable> = {}): Comparable => ({
  listingId: 7,
  title: 'Helle Wohnung mit Seesicht',
  titles: {
    de: 'Helle Wohnung mit Seesicht',
    en: 'Bright flat with a lake view',
    fr: 'Appartement lumineux avec vue sur le lac',
  },
  locality: 'Zürich',
  distanceM: 800,
  livingArea: 90,
  price: 1_200_000,
  adjustedPrice: 1_230_000,
  currency: 'CHF',
  createdAt: '2026-10-01T00:00:00.000Z',
  ...overrides,
});

describe('comparableTitle: a comparable is titled like a listing, in the page language', () => {
  it('shows the French title on a French page and the German one on a German page, not the English one', () => {
    expect(comparableTitle(aComparable(), 'Apartment', 'fr')).toMatchObject({
      kind: 'text',
      full: 'Appartement lumineux avec vue sur le lac',
    });
    expect(comparableTitle(aComparable(), 'Apartment', 'de')).toMatchObject({ full: 'Helle Wohnung mit Seesicht' });
  });

  it('falls back to the title as published where the listing has none in the page language', () => {
    expect(comparableTitle(aComparable(), 'Apartment', 'it')).toMatchObject({ full: 'Helle Wohnung mit Seesicht' });
  });

  it('shows the published title of a valuation stored before comparables kept their titles', () => {
    expect(comparableTitle(aComparable({ titles: undefined }), 'House', 'fr')).toMatchObject({
      full: 'Helle Wohnung mit Seesicht',
    });
  });

  it('names a listing published without a title by the valued property type and the comparable locality', () => {
    expect(comparableTitle(aComparable({ title: '', titles: {} }), 'House', 'fr')).toEqual({
      kind: 'generated',
      messageKey: 'ItemDetails.Title.Generated',
      values: { propertyType: 'House', transactionType: 'Sell', locality: 'Zürich' },
    });
  });
});
