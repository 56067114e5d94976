import type { AlertEvent } from './AlertEvent';
import { isCheckedInMemory, matchesSearch } from './matchSearch';
import { digestMessageId, SavedSearchIndex } from './SavedSearchIndex';

const anEvent = (overrides: Partial<AlertEvent> = {}): AlertEvent => ({
  listingId: 1,
  change: 'New',
  transactionType: 'Sell',
  type: 'Apartment',
  subType: null,
  placeIds: ['geneva', 'canton-geneva', 'ch'],
  accountId: 5,
  agentUserId: null,
  latitude: 46.2,
  longitude: 6.15,
  priceEur: 500_000,
  previousPriceEur: null,
  rooms: 3.5,
  bedrooms: 2,
  bathrooms: 1,
  livingArea: 80,
  ...overrides,
});
const eur = (amount: number) => amount;

describe('the reverse search of the alert job', () => {
  it('finds candidates by place, transaction and type, and searches without them under any', () => {
    const index = new SavedSearchIndex();
    index.add({ id: 1, filters: { transactionType: 'Sell', types: ['Apartment'], location: { placeId: 'geneva' } } });
    index.add({ id: 2, filters: { transactionType: 'Rent', location: { placeId: 'geneva' } } });
    index.add({ id: 3, filters: { transactionType: 'Sell', location: { placeId: 'ch' } } });
    index.add({ id: 4, filters: { types: ['House', 'Apartment'] } });
    index.add({ id: 5, filters: { location: { placeId: 'lausanne' } } });
    index.add({ id: 6, filters: { location: { placeId: 'geneva', polygon: [] } } });
    expect(
      index
        .candidates(anEvent())
        .map((s) => s.id)
        .sort(),
    ).toEqual([1, 3, 4, 6]);
    expect(index.size).toBe(6);
  });

  it('gives each candidate once, whatever repeats in its types or in the place chain', () => {
    const index = new SavedSearchIndex();
    index.add({ id: 1, filters: { types: ['Apartment', 'Apartment'], location: { placeId: 'geneva' } } });
    index.add({ id: 2, filters: { transactionType: 'Sell' } });
    const ids = index.candidates(anEvent({ placeIds: ['geneva', 'geneva', 'canton-geneva', 'ch'] })).map((s) => s.id);
    expect(ids.sort()).toEqual([1, 2]);
  });

  it('checks the remaining filters per candidate: price in EUR, rooms, area, types, drawn areas', () => {
    expect(matchesSearch({ price: { max: 400_000 } }, anEvent(), eur)).toBe(false);
    expect(matchesSearch({ price: { min: 400_000, max: 600_000 } }, anEvent(), eur)).toBe(true);
    // A CHF range converted at the rate given (1 CHF = 1.05 EUR here).
    expect(matchesSearch({ price: { max: 480_000 } }, anEvent(), (chf) => chf * 1.05)).toBe(true);
    expect(matchesSearch({ numberOf: { rooms: { min: 4 } } }, anEvent(), eur)).toBe(false);
    expect(matchesSearch({ numberOf: { rooms: { min: 3 } } }, anEvent(), eur)).toBe(true);
    expect(matchesSearch({ area: { living: { min: 1000, unit: 'SquareFoot' } } }, anEvent(), eur)).toBe(false);
    expect(matchesSearch({ area: { living: { min: 800, unit: 'SquareFoot' } } }, anEvent(), eur)).toBe(true);
    expect(matchesSearch({ excludedTypes: ['Apartment'] }, anEvent(), eur)).toBe(false);
    const square = [
      { lat: 46, lng: 6 },
      { lat: 46.4, lng: 6 },
      { lat: 46.4, lng: 6.4 },
      { lat: 46, lng: 6.4 },
    ];
    expect(matchesSearch({ location: { polygon: square } }, anEvent(), eur)).toBe(true);
    expect(matchesSearch({ location: { polygon: square } }, anEvent({ latitude: 47 }), eur)).toBe(false);
    expect(matchesSearch({ location: { placeId: 'lausanne' } }, anEvent(), eur)).toBe(false);
    expect(matchesSearch({ accountId: 6 }, anEvent(), eur)).toBe(false);
  });

  it('knows which searches it decides alone', () => {
    expect(isCheckedInMemory({ transactionType: 'Sell', price: { max: 1 } })).toBe(true);
    expect(isCheckedInMemory({ amenities: ['Pool'] })).toBe(false);
  });

  it('gives a digest the same Message-ID for the same search, channel and window', () => {
    expect(digestMessageId(42, 'Email', 1000, 'homefinder.test')).toBe('<alert.42.email.1000@homefinder.test>');
    expect(digestMessageId(42, 'Email', 1001, 'homefinder.test')).not.toBe(
      digestMessageId(42, 'Email', 1000, 'homefinder.test'),
    );
  });
});
