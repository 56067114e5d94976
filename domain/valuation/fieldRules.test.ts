import { COUNTRY_RULES, MESSAGES, validateFields, type PropertyField } from './fieldRules';
import type { PropertyFields } from './Property';

const apartment = (country: string, extra: PropertyFields = {}): PropertyFields => ({
  location: { street: 'Rue du Rhône', houseNumber: '12', postCode: '1204', city: 'Genève', countryISO: country },
  propertyType: 'Apartment',
  propertySubType: 'Apartment',
  area: { living: 100 },
  constructionYear: 1990,
  condition: 'GoodCondition',
  sellingIntent: 'SellAsap',
  price: { expected: 900_000 },
  numberOf: country === 'PT' || country === 'ES' ? { bedrooms: 2 } : {},
  ...extra,
});

const errorsOn = (property: PropertyFields, field: PropertyField) =>
  validateFields(property, [field], { creatableCountries: ['CH', 'FR', 'PT', 'ES'] });

describe('the rule table of document 002 §5', () => {
  it('passes a complete apartment in each country', () => {
    for (const country of ['CH', 'FR', 'PT', 'ES'])
      expect(validateFields(apartment(country), undefined, { creatableCountries: ['CH', 'FR', 'PT', 'ES'] })).toEqual(
        [],
      );
  });

  it.each([
    ['CH', 'area.living', { area: { living: 19.99 } }, MESSAGES.min, { min: 20 }],
    ['CH', 'area.living', { area: { living: 800.01 } }, MESSAGES.max, { max: 800 }],
    ['FR', 'area.living', { area: { living: 4.99 } }, MESSAGES.min, { min: 5 }],
    ['PT', 'area.living', { area: { living: 90000.01 } }, MESSAGES.max, { max: 90000 }],
    ['CH', 'numberOf.rooms', { numberOf: { rooms: 20.5 } }, MESSAGES.max, { max: 20 }],
    ['CH', 'numberOf.rooms', { numberOf: { rooms: 3.25 } }, MESSAGES.step, { step: 0.5 }],
    ['FR', 'numberOf.rooms', { numberOf: { rooms: 3.5 } }, MESSAGES.step, { step: 1 }],
    ['PT', 'numberOf.bedrooms', { numberOf: { bedrooms: 12 } }, MESSAGES.max, { max: 11 }],
    ['ES', 'numberOf.bedrooms', { numberOf: { bedrooms: -1 } }, MESSAGES.min, { min: 0 }],
    ['CH', 'numberOf.bedrooms', { numberOf: { bedrooms: 0 } }, MESSAGES.min, { min: 1 }],
    ['CH', 'numberOf.bathrooms', { numberOf: { bathrooms: 6 } }, MESSAGES.max, { max: 5 }],
    ['FR', 'constructionYear', { constructionYear: 1699 }, MESSAGES.min, { min: 1700 }],
    ['CH', 'constructionYear', { constructionYear: 2026 }, MESSAGES.max, { max: 2025 }],
    ['ES', 'constructionYear', { constructionYear: 10000 }, MESSAGES.maxLength, { max: 4 }],
    ['CH', 'area.living', { area: { living: 100.123 } }, MESSAGES.decimals, { decimals: 2 }],
  ])('%s %s %j fails with %s', (country, field, extra, message, values) => {
    expect(errorsOn(apartment(country, extra as PropertyFields), field as PropertyField)).toEqual([
      { field, message, values },
    ]);
  });

  it('requires bedrooms in PT and ES only, and offers rooms nowhere there', () => {
    expect(errorsOn(apartment('PT', { numberOf: {} }), 'numberOf.bedrooms')[0]?.message).toBe(MESSAGES.required);
    expect(errorsOn(apartment('CH', { numberOf: {} }), 'numberOf.bedrooms')).toEqual([]);
    expect(errorsOn(apartment('ES', { numberOf: { bedrooms: 1, rooms: 3 } }), 'numberOf.rooms')[0]?.message).toBe(
      MESSAGES.notOffered,
    );
  });

  it('requires land for a house only, with the country bounds', () => {
    const house = (country: string, land?: number) =>
      apartment(country, { propertyType: 'House', propertySubType: 'DetachedHouse', area: { living: 150, land } });
    expect(errorsOn(house('FR'), 'area.land')[0]?.message).toBe(MESSAGES.required);
    expect(errorsOn(apartment('FR'), 'area.land')).toEqual([]);
    expect(errorsOn(house('FR', 9.99), 'area.land')[0]?.values).toEqual({ min: 10 });
    expect(errorsOn(house('CH', 49.99), 'area.land')[0]?.values).toEqual({ min: 50 });
    expect(errorsOn(house('ES', 1_000_000), 'area.land')).toEqual([]);
  });

  it('offers houses in ES only the first two subtypes and Lift never to a house (Balcony stays)', () => {
    expect(COUNTRY_RULES.ES.subtypes.House).toEqual(['DetachedHouse', 'Semi-detachedHouse']);
    const farm = apartment('ES', { propertyType: 'House', propertySubType: 'Farmhouse' });
    expect(errorsOn(farm, 'propertySubType')[0]?.message).toBe(MESSAGES.notOffered);
    const house = apartment('CH', { propertyType: 'House', propertySubType: 'Farmhouse' });
    expect(errorsOn({ ...house, amenities: ['Lift'] }, 'amenities')[0]?.message).toBe(MESSAGES.notOffered);
    expect(errorsOn({ ...house, amenities: ['Balcony', 'Garden'] }, 'amenities')).toEqual([]);
  });

  it('creates only in CH, FR and PT and prices in CHF in CH, EUR elsewhere', () => {
    expect(validateFields(apartment('ES'), ['location.countryISO'])[0]?.message).toBe(MESSAGES.notOffered);
    expect(validateFields(apartment('DE'), ['location.countryISO'])[0]?.message).toBe(MESSAGES.notOffered);
    expect(errorsOn(apartment('CH', { price: { expected: 1, currency: 'EUR' } }), 'price.expected')).toEqual([
      { field: 'price.currency', message: MESSAGES.currency, values: { currency: 'CHF' } },
    ]);
    expect(COUNTRY_RULES.FR.currency).toBe('EUR');
  });
});
