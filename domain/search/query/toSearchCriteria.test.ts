import type { Place } from '#domain/places/Place';
import { indexedPriceEur, type ExchangeRates } from '#domain/portal/ExchangeRates';
import { toSearchCriteria } from './toSearchCriteria';

const rates: ExchangeRates = { base: 'EUR', asOf: '2026-01-02', rates: { EUR: 1, CHF: 0.95, USD: 1.1 } };
const base = { currencyId: 'EUR', rates, countries: ['CH', 'FR'] };
const zurich: Place = {
  placeId: 'CH-zurich-zurich',
  type: 'locality',
  names: { en: 'Zurich' },
  ancestors: [],
  slugs: [],
  countryISO: 'CH',
  isEU: false,
  latitude: 47.37,
  longitude: 8.54,
  viewport: { northeast: { lat: 47.43, lng: 8.62 }, southwest: { lat: 47.32, lng: 8.45 } },
};

describe('search filters resolved into criteria', () => {
  it('expresses prices in EUR from the requested currency', () => {
    const criteria = toSearchCriteria({ price: { min: 95_000, max: 190_000 } }, { ...base, currencyId: 'CHF' });
    expect(criteria.priceEur?.min).toBeCloseTo(100_000, 6);
    expect(criteria.priceEur?.max).toBeCloseTo(200_000, 6);
  });

  it.each([300_000, 301_000, 303_000])(
    'keeps a CHF listing priced exactly %i inside a CHF search from and up to that price (document 001 §3: the search’s price (min, max) in its currencyId)',
    (price) => {
      // Today's CHF rate: 300,000 CHF is 323,241.0300…, indexed at the cent.
      const market: ExchangeRates = { ...rates, rates: { ...rates.rates, CHF: 0.9281 } };
      const listingEur = indexedPriceEur(price, 'CHF', market);
      const from = toSearchCriteria({ price: { min: price } }, { ...base, rates: market, currencyId: 'CHF' });
      const upTo = toSearchCriteria({ price: { max: price } }, { ...base, rates: market, currencyId: 'CHF' });
      expect(from.priceEur?.min).toBeLessThanOrEqual(listingEur);
      expect(upTo.priceEur?.max).toBeGreaterThanOrEqual(listingEur);
      // …and one franc more or less is outside.
      expect(indexedPriceEur(price - 1, 'CHF', market)).toBeLessThan(from.priceEur?.min ?? 0);
    },
  );

  it('converts living area in any unit to square metres', () => {
    const criteria = toSearchCriteria({ area: { living: { min: 1000, unit: 'SquareFoot' } } }, base);
    expect(criteria.livingM2?.min).toBeCloseTo(92.903, 6);
    expect(toSearchCriteria({ area: { living: { max: 80 } } }, base).livingM2).toEqual({ max: 80 });
  });

  it('applies the luxury range: its minimum as a floor, a lower or higher bound cleared', () => {
    const ch = { countryISO: 'CH', currencyId: 'EUR', min: 2_000_000, max: 20_000_000, active: true };
    const fr = { ...ch, countryISO: 'FR', min: 1_000_000 };
    const inZurich = { ...base, place: zurich, luxury: [ch, fr] };
    const cleared = toSearchCriteria(
      { luxury: true, location: { placeId: zurich.placeId }, price: { min: 500_000, max: 30_000_000 } },
      inZurich,
    );
    expect(cleared.priceEur).toBeUndefined();
    expect(cleared.luxuryMinEur).toEqual({ CH: 2_000_000 });
    expect(
      toSearchCriteria(
        { luxury: true, location: { placeId: zurich.placeId }, price: { min: 3_000_000, max: 5_000_000 } },
        inZurich,
      ).priceEur,
    ).toEqual({ min: 3_000_000, max: 5_000_000 });
    // Several countries: each its own floor, and no bound can be cleared against one range.
    const both = toSearchCriteria({ luxury: true, price: { min: 500_000 } }, { ...base, luxury: [ch, fr] });
    expect(both).toMatchObject({ priceEur: { min: 500_000 }, luxuryMinEur: { CH: 2_000_000, FR: 1_000_000 } });
    expect(toSearchCriteria({ luxury: false }, { ...base, luxury: [ch] }).luxuryMinEur).toBeUndefined();
  });

  it('resolves the place: its country only, the mode, the nearby area', () => {
    const criteria = toSearchCriteria({ location: { placeId: zurich.placeId } }, { ...base, place: zurich });
    expect(criteria.countries).toEqual(['CH']);
    expect(criteria.place).toMatchObject({ placeId: zurich.placeId, mode: 'nearby' });
    expect(criteria.place?.nearby?.radiusM).toBeGreaterThan(5000);
    expect(
      toSearchCriteria({ location: { placeId: zurich.placeId, mode: 'exact' } }, { ...base, place: zurich }).place
        ?.nearby,
    ).toBeUndefined();
  });

  it('limits developer accounts to project listings', () => {
    expect(toSearchCriteria({ accountId: 7 }, { ...base, account: { ids: [7], isDeveloper: true } }).classes).toEqual([
      'ProjectListing',
      'ProjectAsListing',
    ]);
    expect(
      toSearchCriteria(
        { accountId: 7, classes: ['PropertyListing'] },
        { ...base, account: { ids: [7], isDeveloper: true } },
      ).classes,
    ).toEqual([]);
    expect(toSearchCriteria({ accountId: 7 }, { ...base, account: { ids: [7, 8], isDeveloper: false } })).toMatchObject(
      { accountIds: [7, 8] },
    );
  });

  it('joins polygon and polygons, keeps view lists together, reads floor tokens', () => {
    const square = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 1 },
      { lat: 1, lng: 1 },
    ];
    const criteria = toSearchCriteria(
      {
        location: { polygon: square, polygons: [square], excludedPolygons: [square] },
        viewLandscapes: ['Lake'],
        viewTypes: ['City'],
        floors: ['GroundFloor', '3', 'Rooftop'],
      },
      base,
    );
    expect(criteria.polygons).toHaveLength(2);
    expect(criteria.excludedPolygons).toHaveLength(1);
    expect(criteria.views).toEqual(['Lake', 'City']);
    expect(criteria.floors).toEqual([
      { kind: 'ground' },
      { kind: 'exact', floor: 3 },
      { kind: 'exact', floor: Number.MIN_SAFE_INTEGER },
    ]);
  });
});
