import 'reflect-metadata';
import type { Comparable, Property } from '#domain/valuation/Property';
import { pageContextOf, render } from '#test/harness/presentation/renderInShell';
import { ValuationResult } from './ValuationResult';

/** A comparable a German-speaking owner published, with the titles of its translations. */
const comparable: Comparable = {
  listingId: 4711,
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
  createdAt: '2031-05-01T00:00:00.000Z',
};

const valued: Property = {
  id: 42,
  location: { street: 'Seefeldstrasse', houseNumber: '12', city: 'Zürich', countryISO: 'CH' },
  propertyType: 'Apartment',
  notificationsEnabled: true,
  origin: 'PropertyValuationWizard',
  portalId: 'ch',
  selectedAgents: [],
  productOfferings: [],
  isArchived: false,
  isValuationPostponed: false,
  consentGiven: true,
  createdAt: '2031-05-30T00:00:00.000Z',
  updatedAt: '2031-05-30T00:00:00.000Z',
  latestValuation: {
    id: 7,
    createdAt: '2031-05-30T00:00:00.000Z',
    price: { min: 1_150_000, avg: 1_250_000, max: 1_380_000 },
    currency: 'CHF',
    comparables: [comparable],
    explanation: {
      modelValue: 1_240_000,
      comparablesValue: 1_230_000,
      comparablesWeight: 0.4,
      localError: 0.08,
      localSampleSize: 120,
      coverage: 0.8,
    },
  },
} as Property;

/** The result page on the Swiss portal (default culture de) in `culture`. */
const resultIn = (culture: string, property: Property = valued) =>
  render(
    <ValuationResult property={property} />,
    pageContextOf({
      requestContext: { ...pageContextOf().requestContext, culture },
      urlPathname: `/my-properties/${property.id}`,
    }),
  );

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
const comparableText = (html: string) => /data-testid="comparable-listing"[^>]*>([^<]*)</.exec(html)?.[1];

describe('ValuationResult', () => {
  it('titles a comparable in the page language, by the listing title rule', () => {
    expect(comparableText(resultIn('fr'))).toBe('Appartement lumineux avec vue sur le lac');
    expect(comparableText(resultIn('de'))).toBe('Helle Wohnung mit Seesicht');
  });

  it("links the listings and the valuation area in the visitor's culture, as the header does", () => {
    expect(hrefs(resultIn('fr'))).toEqual(['/fr/annonce/4711', '/fr/my-properties']);
    // The portal's default culture has no prefix.
    expect(hrefs(resultIn('de'))).toEqual(['/inserat/4711', '/my-properties']);
    const notYet = { ...valued, latestValuation: undefined } as Property;
    expect(hrefs(resultIn('fr', notYet))).toEqual(['/fr/my-properties/42/step/1']);
  });

  it("writes the estimate in the portal's locale, as the listing pages (de-CH groups with apostrophes)", () => {
    // React escapes the apostrophes; Intl separates the code with a no-break space.
    expect(resultIn('de')).toMatch(/data-testid="valuation-avg">CHF\s1&#x27;250&#x27;000</);
  });

  it("compares the owner's expected price with the estimate, as the sale-price step promises (document 002 §4 saleprice)", () => {
    const expecting = { ...valued, price: { expected: 1_500_000, currency: 'CHF' } } as Property;
    const html = resultIn('en', expecting);
    expect(html).toMatch(/data-testid="expected-price-comparison"[^>]*data-position="above"/);
    expect(resultIn('en')).not.toContain('expected-price-comparison');
  });
});
