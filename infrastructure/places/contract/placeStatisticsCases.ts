import type { PlaceStatisticsService } from '#application/places/ports';
import { ALLOWED_CHILD_TYPES } from '#domain/places/children/placeChildren';
import { STATS_PLACE_TYPES } from '#domain/places/statistics/placeStatsRoute';
import {
  descendantsRating,
  RATING_MIN_LISTINGS,
  STATS_GRAPH_POINTS,
  statisticsPeriod,
  summaryItems,
  yearGraph,
} from '#domain/places/statistics/priceStatistics';
import type { PriceSamplesOracle } from './PriceSamplesOracle';

export interface PlaceStatisticsContractFixture {
  statistics: PlaceStatisticsService;
  oracle: PriceSamplesOracle;
}

/** Medians go through floating point in two languages: a figure may differ by rounding, never more. */
const close = (actual: number | undefined, expected: number | undefined) =>
  expected === undefined ? actual === undefined : actual !== undefined && Math.abs(actual - expected) <= 1;

const ZURICH = 'CH-zurich-zurich';
const CANTON = 'CH-zurich';

/**
 * THE contract of PlaceStatisticsService (document 001 §7 "Statistics"), run against every adapter:
 * the figures are the domain's method (domain/places/statistics) applied to the place's listings.
 */
export function describePlaceStatisticsContract(adapter: string, fixture: () => PlaceStatisticsContractFixture): void {
  describe(`PlaceStatisticsService contract: ${adapter}`, () => {
    const statistics = () => fixture().statistics;
    const oracle = () => fixture().oracle;

    it('charts the last 12 monthly medians per m² up to the newest listing, as the method computes them (document 001 §9)', async () => {
      const [chart, samples, now] = await Promise.all([
        statistics().chart({ locationId: ZURICH, transactionType: 'Sell' }),
        oracle().samplesOf(ZURICH),
        oracle().newest(),
      ]);
      if (!chart.ok) throw new Error(chart.error.message);
      const expected = yearGraph(samples, { transactionType: 'Sell' }, now);
      expect(chart.value.points).toHaveLength(STATS_GRAPH_POINTS);
      expect(chart.value.points.map((p) => p.month)).toEqual(expected.map((p) => p.month));
      expect(chart.value.points.at(-1)!.month).toBe(now.toISOString().slice(0, 7));
      expect(chart.value.points.map((p) => p.count)).toEqual(expected.map((p) => p.count));
      chart.value.points.forEach((point, i) => expect(close(point.medianPerM2, expected[i]!.medianPerM2)).toBe(true));
      // Enough months with listings that the comparison above says something (the contract set is small:
      // Zürich has listings in 5 of the 12 months since the seed plants duplicate copies).
      expect(chart.value.points.filter((p) => p.medianPerM2 !== undefined).length).toBeGreaterThanOrEqual(4);
    });

    it('charts one property type when asked, and Sell when no transaction type is given', async () => {
      const [chart, samples, now] = await Promise.all([
        statistics().chart({ locationId: CANTON, propertyType: 'House' }),
        oracle().samplesOf(CANTON),
        oracle().newest(),
      ]);
      if (!chart.ok) throw new Error(chart.error.message);
      expect(chart.value).toMatchObject({ transactionType: 'Sell', propertyType: 'House' });
      const expected = yearGraph(samples, { transactionType: 'Sell', propertyType: 'House' }, now);
      expect(chart.value.points.map((p) => p.count)).toEqual(expected.map((p) => p.count));
    });

    it('summarises per transaction and property type, with and without rooms, sales first (document 001 §3)', async () => {
      const [summary, samples, now] = await Promise.all([
        statistics().summary({ locationId: ZURICH }),
        oracle().samplesOf(ZURICH),
        oracle().newest(),
      ]);
      if (!summary.ok) throw new Error(summary.error.message);
      const expected = summaryItems(samples, now);
      expect(summary.value.currencyId).toBe('EUR');
      expect(summary.value.items.map(({ medianPerM2: _, ...key }) => key)).toEqual(
        expected.map(({ medianPerM2: _, ...key }) => key),
      );
      summary.value.items.forEach((item, i) => expect(close(item.medianPerM2, expected[i]!.medianPerM2)).toBe(true));
      expect(summary.value.items.some((item) => item.existingRooms !== undefined)).toBe(true);
    });

    it('answers /summary/{transactionType} with that transaction only', async () => {
      const rent = await statistics().summary({ locationId: ZURICH, transactionType: 'Rent' });
      if (!rent.ok) throw new Error(rent.error.message);
      expect(rent.value.items.length).toBeGreaterThan(0);
      expect(rent.value.items.every((item) => item.transactionType === 'Rent')).toBe(true);
    });

    it('rates the places below by their median per m², dearest first, each with enough listings', async () => {
      const [rating, samples, now, candidates] = await Promise.all([
        statistics().descendantsRating({ locationId: CANTON, transactionType: 'Sell' }),
        oracle().samplesOf(CANTON),
        oracle().newest(),
        oracle().placeIdsOfTypes(STATS_PLACE_TYPES, CANTON),
      ]);
      if (!rating.ok) throw new Error(rating.error.message);
      const expected = descendantsRating(samples, { transactionType: 'Sell', placeIds: candidates }, now);
      expect(rating.value.ratings.length).toBeGreaterThan(1);
      expect(rating.value.ratings.map((r) => [r.placeId, r.count])).toEqual(expected.map((r) => [r.placeId, r.count]));
      expect(rating.value.ratings.map((r) => r.rank)).toEqual(expected.map((_, i) => i + 1));
      expect(rating.value.ratings.every((r) => r.count >= RATING_MIN_LISTINGS)).toBe(true);
      // Places below only: neither the canton itself nor its country.
      expect(rating.value.ratings.map((r) => r.placeId)).not.toContain(CANTON);
      expect(rating.value.ratings.map((r) => r.placeId)).not.toContain('CH');
    });

    it("gives the place's children of the allowed types their medians, dearest first", async () => {
      const [children, samples, now] = await Promise.all([
        statistics().children({ locationId: CANTON, transactionType: 'Rent' }),
        oracle().samplesOf(CANTON),
        oracle().newest(),
      ]);
      if (!children.ok) throw new Error(children.error.message);
      const { since, until } = statisticsPeriod(now);
      const inPeriod = samples.filter(
        (s) => s.transactionType === 'Rent' && s.livingM2 > 0 && s.createdAt >= since && s.createdAt < until,
      );
      expect(children.value.children.length).toBeGreaterThan(1);
      for (const child of children.value.children)
        expect(child.count).toBe(inPeriod.filter((s) => s.placeIds.includes(child.placeId)).length);
      const medians = children.value.children.flatMap((c) => (c.medianPerM2 === undefined ? [] : [c.medianPerM2]));
      expect(medians).toEqual([...medians].sort((a, b) => b - a));
      expect(ALLOWED_CHILD_TYPES.administrative_area_level_1.length).toBeGreaterThan(0);
    });

    it('answers in the asked currency (document 001 §3: place statistics carry a currencyId), EUR when none is asked', async () => {
      const [eur, chf] = await Promise.all([
        statistics().summary({ locationId: ZURICH }),
        statistics().summary({ locationId: ZURICH, currencyId: 'CHF' }),
      ]);
      if (!eur.ok || !chf.ok) throw new Error('summary failed');
      expect([eur.value.currencyId, chf.value.currencyId]).toEqual(['EUR', 'CHF']);
      expect(chf.value.items.map((item) => item.count)).toEqual(eur.value.items.map((item) => item.count));
      // One exchange rate for every figure (read off the largest, where rounding weighs least), and not 1;
      // each figure is rounded to the unit, so a rent per m² may be 1 off.
      const largest = eur.value.items.reduce(
        (best, item, i) => (item.medianPerM2 > eur.value.items[best]!.medianPerM2 ? i : best),
        0,
      );
      const rate = chf.value.items[largest]!.medianPerM2 / eur.value.items[largest]!.medianPerM2;
      expect(Math.abs(rate - 1)).toBeGreaterThan(0.01);
      chf.value.items.forEach((item, i) =>
        expect(Math.abs(item.medianPerM2 - eur.value.items[i]!.medianPerM2 * rate)).toBeLessThanOrEqual(1.5),
      );
      const unknown = await statistics().chart({ locationId: ZURICH, currencyId: 'XYZ' });
      expect(unknown).toMatchObject({ ok: false, error: { kind: 'INVALID', field: 'currencyId' } });
    });

    it("answers 'No place found' for an unknown location", async () => {
      const result = await statistics().summary({ locationId: 'XX-nowhere' });
      expect(result).toMatchObject({ ok: false, error: { kind: 'NOT_FOUND', message: 'No place found' } });
    });

    it("answers 'Place is not supported' for a place type without statistics (document 001 §5)", async () => {
      const other = await oracle().anyPlaceNotOfTypes([...STATS_PLACE_TYPES, 'continent']);
      const result = await statistics().chart({ locationId: other });
      expect(result).toMatchObject({ ok: false, error: { kind: 'NOT_FOUND', message: 'Place is not supported' } });
    });
  });
}
