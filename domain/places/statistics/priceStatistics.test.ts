import {
  descendantsRating,
  median,
  type PriceSample,
  statisticsPeriod,
  summaryItems,
  yearGraph,
} from './priceStatistics';

const now = new Date('2026-11-15T12:00:00Z');
const sample = (date: string, priceEur: number, livingM2: number, extra: Partial<PriceSample> = {}): PriceSample => ({
  createdAt: new Date(date),
  transactionType: 'Sell',
  type: 'Apartment',
  priceEur,
  livingM2,
  rooms: 3.5,
  ...extra,
});

// Hand-made listings whose medians are known: November 2026 has 10,000 / 12,000 / 20,000 per m²
// (median 12,000); October has 8,000 and 9,000 (median 8,500); the 3-room ones are 8,000, 9,000, 10,000
// and 12,000 (median 9,500); a rent and a listing without area are left out of the sales.
const listings: PriceSample[] = [
  sample('2026-11-02T00:00:00Z', 1_000_000, 100),
  sample('2026-11-03T00:00:00Z', 1_200_000, 100),
  sample('2026-11-04T00:00:00Z', 2_000_000, 100, { rooms: 5 }),
  sample('2026-10-10T00:00:00Z', 800_000, 100),
  sample('2026-10-11T00:00:00Z', 900_000, 100),
  sample('2026-11-05T00:00:00Z', 3_000, 100, { transactionType: 'Rent' }),
  sample('2026-11-06T00:00:00Z', 5_000_000, 0),
  sample('2025-10-31T00:00:00Z', 500_000, 100),
];

describe('the place statistics method: median asking price per m² by month (document 001 §3, §9 "year graph 12 points")', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeUndefined();
  });

  it('draws 12 monthly points ending with the current month, empty months left without a value', () => {
    const graph = yearGraph(listings, { transactionType: 'Sell' }, now);
    expect(graph).toHaveLength(12);
    expect(graph[0]!.month).toBe('2025-12');
    expect(graph[11]).toEqual({ month: '2026-11', medianPerM2: 12_000, count: 3 });
    expect(graph[10]).toEqual({ month: '2026-10', medianPerM2: 8_500, count: 2 });
    expect(graph[9]).toEqual({ month: '2026-09', count: 0 });
  });

  it('keeps rents apart from sales', () => {
    expect(yearGraph(listings, { transactionType: 'Rent' }, now)[11]).toEqual({
      month: '2026-11',
      medianPerM2: 30,
      count: 1,
    });
  });

  it('summarises the 12 months per transaction and property type, with and without rooms, sales first', () => {
    expect(summaryItems(listings, now)).toEqual([
      { transactionType: 'Sell', propertyType: 'Apartment', medianPerM2: 10_000, count: 5 },
      { transactionType: 'Sell', propertyType: 'Apartment', existingRooms: 3, medianPerM2: 9_500, count: 4 },
      { transactionType: 'Sell', propertyType: 'Apartment', existingRooms: 5, medianPerM2: 20_000, count: 1 },
      { transactionType: 'Rent', propertyType: 'Apartment', medianPerM2: 30, count: 1 },
      { transactionType: 'Rent', propertyType: 'Apartment', existingRooms: 3, medianPerM2: 30, count: 1 },
    ]);
  });

  it('counts whole rooms from 1: half a room is no number of rooms', () => {
    const items = summaryItems([sample('2026-11-02T00:00:00Z', 300_000, 30, { rooms: 0.5 })], now);
    expect(items).toEqual([{ transactionType: 'Sell', propertyType: 'Apartment', medianPerM2: 10_000, count: 1 }]);
  });

  it('covers the 12 calendar months up to the current one: [since, until)', () => {
    expect(statisticsPeriod(now)).toEqual({
      since: new Date('2025-12-01T00:00:00Z'),
      until: new Date('2026-12-01T00:00:00Z'),
    });
  });

  it('rates the places below by their median, dearest first, those with at least 5 listings', () => {
    // Kreis 1: 5 listings at 10–14,000 (median 12,000); Kreis 2: 5 at 8–12,000 (median 10,000);
    // Kreis 3: 4 listings only; the city (the place asked for) is left out; rents and old listings too.
    const at = (placeId: string, perM2: number, extra: Partial<PriceSample> = {}) => ({
      ...sample('2026-11-02T00:00:00Z', perM2 * 100, 100, extra),
      placeIds: ['city', placeId],
    });
    const samples = [
      ...[10, 11, 12, 13, 14].map((k) => at('kreis-1', k * 1000)),
      ...[8, 9, 10, 11, 12].map((k) => at('kreis-2', k * 1000)),
      ...[20, 21, 22, 23].map((k) => at('kreis-3', k * 1000)),
      at('kreis-2', 1_000_000, { transactionType: 'Rent' }),
      at('kreis-2', 1_000_000, { createdAt: new Date('2025-11-30T00:00:00Z') }),
    ];
    const rating = descendantsRating(
      samples,
      { transactionType: 'Sell', placeIds: new Set(['kreis-1', 'kreis-2', 'kreis-3']) },
      now,
    );
    expect(rating).toEqual([
      { placeId: 'kreis-1', rank: 1, medianPerM2: 12_000, count: 5 },
      { placeId: 'kreis-2', rank: 2, medianPerM2: 10_000, count: 5 },
    ]);
  });
});
