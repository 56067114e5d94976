import type { ExchangeRates } from '#domain/portal/ExchangeRates';
import { type ListingRecord, type ListingView, type PlaceLabel, listingFromRow } from './listingFromRow';

const rates: ExchangeRates = { base: 'EUR', asOf: '2026-11-20', rates: { EUR: 1, CHF: 0.93, USD: 1.16 } };
const places = new Map<string, PlaceLabel>([
  ['CH', { placeId: 'CH', type: 'country', names: { en: 'Switzerland', de: 'Schweiz', fr: 'Suisse' } }],
  ['CH-vaud', { placeId: 'CH-vaud', type: 'administrative_area_level_1', names: { en: 'Vaud', de: 'Vaud' } }],
  ['CH-vaud-lausanne', { placeId: 'CH-vaud-lausanne', type: 'locality', names: { en: 'Lausanne' } }],
]);
const view: ListingView = { rates, places };

const row: ListingRecord = {
  id: 12,
  originalId: 'abc',
  reference: 'CH1-1234',
  category: 'premium',
  categoryId: 2,
  listingClass: 'PropertyListing',
  projectId: null,
  migratedToProjectId: null,
  duplicateOf: null,
  isArchived: false,
  transactionType: 'Sell',
  type: 'Apartment',
  subType: 'Attic',
  priceValue: 1_200_000,
  priceMin: null,
  priceMax: null,
  priceCurrency: 'CHF',
  priceInterval: 'Once',
  priceShow: true,
  pricePreviousValue: 1_300_000,
  priceLastChangeType: 'Drop',
  priceLastChangeDate: new Date('2026-10-01T10:00:00Z'),
  priceChangeRatio: -0.0769,
  priceEur: 1_290_322.58,
  livingArea: 95.5,
  livingAreaUnit: 'SquareMeter',
  livingM2: 95.5,
  landArea: 1.5,
  landAreaUnit: 'Hectare',
  landM2: 15000,
  rooms: 3.5,
  bedrooms: 2,
  bathrooms: null,
  floors: 1,
  floor: 4,
  amenities: ['Lift'],
  proximities: [],
  views: ['Lake'],
  orientations: ['South'],
  energyGrade: 'B',
  energyValue: 70,
  co2Grade: null,
  co2Value: null,
  placeId: 'CH-vaud-lausanne',
  ancestorPlaceIds: ['CH', 'CH-vaud', 'CH-vaud-lausanne'],
  countryIso: 'CH',
  locality: 'Lausanne',
  latitude: 46.52,
  longitude: 6.63,
  geocodeLevel: 'City',
  address: 'Rue du Lac 3',
  postcode: null,
  showAddress: false,
  language: 'fr',
  titles: { fr: 'Attique lumineux', en: 'Bright attic' },
  descriptions: { fr: 'Texte français.', en: 'English text.' },
  images: [
    { id: '12-1', url: '/media/apartment-01.webp', width: 1200, height: 800 },
    { id: '12-2', url: '/media/living-01.webp', width: 1200, height: 800 },
  ],
  accountId: 3,
  agentUserId: 9,
  contactUsers: [{ userId: 9, type: 'Agent' }],
  relatedAccounts: [{ accountId: 3, type: 'Vendor' }],
  allowContactDisplay: true,
  availableFrom: null,
  constructionYear: 2001,
  condition: null,
  createdAt: new Date('2026-01-02T03:04:05Z'),
  updatedAt: new Date('2026-10-01T10:00:00Z'),
};

describe('listingFromRow', () => {
  it('splits the published text from its translations', () => {
    const listing = listingFromRow(row, view);
    expect(listing.title).toBe('Attique lumineux');
    expect(listing.descriptionFull).toBe('Texte français.');
    expect(listing.descriptions).toEqual({ en: { title: 'Bright attic', description: 'English text.' } });
  });

  it('offers a title translated without its description, the description left to the published one', () => {
    const listing = listingFromRow({ ...row, titles: { ...row.titles, de: 'Helles Attikageschoss' } }, view);
    expect(listing.descriptions.de).toEqual({ title: 'Helles Attikageschoss', description: '' });
  });

  it('keeps the last price change beside the original price', () => {
    expect(listingFromRow(row, view).price).toEqual({
      show: true,
      interval: 'Once',
      values: [{ type: 'Original', value: 1_200_000, currencyId: 'CHF' }],
      lastChange: { type: 'Drop', previousValue: 1_300_000, date: '2026-10-01T10:00:00.000Z' },
    });
    expect(listingFromRow(row, { ...view, currencyId: 'usd' }).price.values[1]).toEqual({
      type: 'Converted',
      value: 1_496_774,
      currencyId: 'USD',
    });
  });

  it('adds square metres only to areas published in another unit', () => {
    expect(listingFromRow(row, view).area).toEqual({
      living: [{ value: 95.5, unit: 'SquareMeter', original: true }],
      land: [
        { value: 1.5, unit: 'Hectare', original: true },
        { value: 15000, unit: 'SquareMeter', original: false },
      ],
    });
  });

  it('leaves out absent counts, hidden addresses and missing ratings', () => {
    const listing = listingFromRow(row, view);
    expect(listing.numberOf).toEqual({ rooms: 3.5, bedrooms: 2, floors: 1 });
    expect(listing.location.address).toBeUndefined();
    expect(listingFromRow({ ...row, showAddress: true }, view).location.address).toBe('Rue du Lac 3');
    expect(listing.ratings).toEqual([{ ratingType: 'EnergyEu', grade: 'B', value: 70 }]);
  });

  it('names the place path in the asked language, falling back to English', () => {
    expect(listingFromRow(row, { ...view, language: 'de' }).location.placePath).toEqual([
      { placeId: 'CH', type: 'country', name: 'Schweiz' },
      { placeId: 'CH-vaud', type: 'administrative_area_level_1', name: 'Vaud' },
      { placeId: 'CH-vaud-lausanne', type: 'locality', name: 'Lausanne' },
    ]);
  });

  it('gives every image an alt text from the title', () => {
    expect(listingFromRow(row, view).images.map((i) => i.alt)).toEqual(['Attique lumineux', 'Attique lumineux (2)']);
  });

  it("drops the description texts in Light mode, and keeps the titles a card shows in the visitor's language", () => {
    const light = listingFromRow(row, { ...view, mode: 'Light' });
    expect(light.descriptionFull).toBe('');
    expect(light.descriptions).toEqual({ en: { title: 'Bright attic', description: '' } });
  });
});
