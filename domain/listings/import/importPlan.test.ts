import type { ImportedListing } from './ImportedListing';
import { importFingerprint, type ImportedListingState, planImport } from './importPlan';

const listing = (reference: string, price = 100_000): ImportedListing => ({
  reference,
  transactionType: 'Sell',
  type: 'Apartment',
  language: 'de',
  titles: { de: 'Wohnung' },
  descriptions: {},
  price: { value: price, currency: 'EUR', interval: 'Once', show: true },
  amenities: [],
  ratings: [],
  location: { countryIso: 'DE', town: 'Berlin', showAddress: false },
  imageUrls: [],
  contact: {},
});
const stored = (l: ImportedListing, listingId: number, isArchived = false): [string, ImportedListingState] => [
  l.reference,
  { listingId, fingerprint: importFingerprint(l), isArchived, price: { value: l.price.value, currency: 'EUR' } },
];

describe('planImport: what a feed changes, by the agency reference', () => {
  const a = listing('A');
  const b = listing('B');
  const existing = new Map([stored(a, 1), stored(b, 2)]);

  it('leaves a listing whose content is the same alone, and creates a new reference', () => {
    const plan = planImport(existing, [a, b, listing('C')], [], 'full');
    expect(plan.unchanged).toBe(2);
    expect(plan.steps).toEqual([expect.objectContaining({ kind: 'create', listing: listing('C') })]);
  });

  it('updates a listing whose content changed, and one that was archived and is back', () => {
    const plan = planImport(new Map([stored(a, 1), stored(b, 2, true)]), [listing('A', 90_000), b], [], 'full');
    expect(plan.steps.map((step) => [step.kind, step.kind === 'create' ? undefined : step.listingId])).toEqual([
      ['update', 1],
      ['update', 2],
    ]);
  });

  it('archives what a full feed leaves out, but not what a delta leaves out', () => {
    expect(planImport(existing, [a], [], 'full').steps).toEqual([{ kind: 'archive', listingId: 2, reference: 'B' }]);
    expect(planImport(existing, [a], [], 'delta').steps).toEqual([]);
  });

  it('archives what a delta withdraws by name, and never a listing it could not read', () => {
    expect(planImport(existing, [], ['B'], 'delta').steps).toEqual([{ kind: 'archive', listingId: 2, reference: 'B' }]);
    expect(planImport(existing, [a], [], 'full', new Set(['B'])).steps).toEqual([]);
  });

  it('does not archive a listing twice', () => {
    expect(planImport(new Map([stored(a, 1, true)]), [], ['A'], 'full').steps).toEqual([]);
  });
});

describe('importFingerprint', () => {
  it('is the same for the same content in another key order, and differs for another price', () => {
    const a = listing('A');
    const reordered = Object.fromEntries(Object.entries(a).reverse()) as unknown as ImportedListing;
    expect(importFingerprint(reordered)).toBe(importFingerprint(a));
    expect(importFingerprint(listing('A', 100_001))).not.toBe(importFingerprint(a));
    expect(importFingerprint(a)).toMatch(/^[0-9a-f]{16}$/u);
  });
});
