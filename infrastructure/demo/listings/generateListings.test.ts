import { energyGrade } from '#domain/listings/EnergyScale';
import { LISTING_CLASSES, PROPERTY_TYPES } from '#domain/listings/Listing';
import { readExchangeRatesFile } from '#infrastructure/db/exchangeRates/readExchangeRatesFile';
import { buildAccounts } from '../accounts/buildAccounts';
import { DEMO_COUNTRIES, DEMO_LANGUAGES } from '../demoCountries';
import { mediaNamesByKind } from '../media/mediaPool';
import { buildGeography } from '../places/buildGeography';
import { LocalityPicker } from '../places/LocalityPicker';
import { generateListings } from './generateListings';
import type { ListingRow, SeedContext } from './SeedContext';

const geography = buildGeography(DEMO_COUNTRIES);
const context = (seed: number): SeedContext => ({
  seed,
  now: new Date('2026-11-20T00:00:00Z'),
  countries: DEMO_COUNTRIES,
  accounts: buildAccounts(seed, geography, 3000),
  media: mediaNamesByKind(),
  rates: readExchangeRatesFile(),
  pickers: new Map([...geography.localitiesByCountry].map(([iso, l]) => [iso, new LocalityPicker(l)])),
});
const generate = (seed: number, total: number) => {
  const blocks = [...generateListings(context(seed), total, 500)];
  return {
    listings: blocks.flatMap((b) => b.listings),
    projects: blocks.flatMap((b) => b.projects),
    history: blocks.flatMap((b) => b.history),
  };
};

describe('generateListings', () => {
  const data = generate(42, 3000);
  const byId = new Map<number, ListingRow>(data.listings.map((l) => [l.id, l]));

  it('is deterministic: same seed, same data; another seed, other data', () => {
    expect(generate(42, 300)).toEqual(generate(42, 300));
    expect(generate(43, 300).listings[0]).not.toEqual(generate(42, 300).listings[0]);
  });

  it("titles every listing in every portal language, its description staying in the owner's languages", () => {
    for (const listing of data.listings) {
      expect(Object.keys(listing.titles).sort()).toEqual([...DEMO_LANGUAGES].sort());
      expect(listing.descriptions[listing.language]).toBeTruthy();
    }
    expect(data.listings.some((listing) => Object.keys(listing.descriptions).length < DEMO_LANGUAGES.length)).toBe(
      true,
    );
  });

  it('numbers listings 1…n, keeping a listing the same whatever comes after it', () => {
    expect(data.listings.map((l) => l.id)).toEqual(Array.from({ length: 3000 }, (_, i) => i + 1));
    expect(generate(42, 300).listings.slice(0, 100)).toEqual(data.listings.slice(0, 100));
  });

  it('covers every class, type, category and both transactions', () => {
    expect(new Set(data.listings.map((l) => l.listingClass))).toEqual(new Set(LISTING_CLASSES));
    expect(new Set(data.listings.map((l) => l.type))).toEqual(new Set(PROPERTY_TYPES));
    expect(new Set(data.listings.map((l) => l.category)).size).toBe(8);
    expect(new Set(data.listings.map((l) => l.transactionType))).toEqual(new Set(['Sell', 'Rent']));
    expect(new Set(data.listings.map((l) => l.countryIso))).toEqual(new Set(['CH', 'FR', 'PT', 'ES', 'IT', 'DE']));
  });

  it('puts units right after their project listing, inside its price range', () => {
    for (const project of data.projects) {
      const own = data.listings.filter((l) => l.projectId === project.id);
      const head = own[0];
      expect(['ProjectListing', 'ProjectAsListing']).toContain(head.listingClass);
      own.slice(1).forEach((unit, i) => {
        expect(unit.id).toBe(head.id + i + 1);
        expect(unit.listingClass).toBe('UnitListing');
        expect(unit.priceValue).toBeGreaterThanOrEqual(project.priceMin as number);
        expect(unit.priceValue).toBeLessThanOrEqual(project.priceMax as number);
      });
    }
  });

  it('keeps ratings on the EU scale, titles short, rents monthly and prices credible', () => {
    for (const l of data.listings) {
      if (l.energyValue != null) expect(l.energyGrade).toBe(energyGrade('EnergyEu', l.energyValue));
      if (l.co2Value != null) expect(l.co2Grade).toBe(energyGrade('Co2Eu', l.co2Value));
      for (const title of Object.values(l.titles)) expect(title.length).toBeLessThan(128);
      expect(l.priceInterval).toBe(l.transactionType === 'Rent' ? 'Month' : 'Once');
      expect(l.ancestorPlaceIds[0]).toBe(l.countryIso);
    }
    const medianEurPerM2 = (country: string) => {
      const values = data.listings
        .filter((l) => l.countryIso === country && l.type === 'Apartment' && l.transactionType === 'Sell' && l.livingM2)
        .map((l) => l.priceEur / (l.livingM2 as number))
        .sort((a, b) => a - b);
      return values[Math.floor(values.length / 2)];
    };
    expect(medianEurPerM2('CH')).toBeGreaterThan(2 * medianEurPerM2('PT'));
    expect(medianEurPerM2('CH')).toBeGreaterThan(6000);
  });

  it('states the condition of apartments and houses, and prices it (a seller enters it in the wizard)', () => {
    const homes = data.listings.filter(
      (l) => (l.type === 'Apartment' || l.type === 'House') && l.constructionYear != null,
    );
    expect(homes.every((l) => l.condition != null)).toBe(true);
    expect(homes.filter((l) => l.listingClass === 'UnitListing').every((l) => l.condition === 'New')).toBe(true);
    expect(data.listings.filter((l) => l.type === 'PlotOfLand').every((l) => l.condition == null)).toBe(true);
    // Price per m² over its country's median, sale apartments: homes to renovate ask less than renovated ones.
    const sales = homes.filter((l) => l.type === 'Apartment' && l.transactionType === 'Sell' && l.livingM2);
    const perM2 = (l: ListingRow) => l.priceEur / (l.livingM2 as number);
    const middle = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
    const countryMedian = new Map(
      [...new Set(sales.map((l) => l.countryIso))].map((c) => [
        c,
        middle(sales.filter((l) => l.countryIso === c).map(perM2)),
      ]),
    );
    const relative = (condition: string) =>
      middle(sales.filter((l) => l.condition === condition).map((l) => perM2(l) / countryMedian.get(l.countryIso)!));
    expect(relative('ExcellentCondition') / relative('RequiresRenovation')).toBeGreaterThan(1.15);
  });

  it('gives price drops and increases a history that ends at the current price', () => {
    const changed = data.listings.filter((l) => l.priceLastChangeType);
    expect(changed.some((l) => l.priceLastChangeType === 'Drop')).toBe(true);
    expect(changed.some((l) => l.priceLastChangeType === 'Increase')).toBe(true);
    for (const l of changed.slice(0, 50)) {
      const points = data.history.filter((h) => h.listingId === l.id);
      expect(points[points.length - 1].value).toBe(l.priceValue);
      expect(points[points.length - 2].value).toBe(l.pricePreviousValue);
      expect(byId.get(l.id)?.priceLastChangeType === 'Drop').toBe(
        (l.priceValue as number) < (l.pricePreviousValue as number),
      );
    }
  });
});
