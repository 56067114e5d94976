import { composeTestRoot } from '#config/di/composeTestRoot';
import { STATS_PLACE_TYPES } from '#domain/places/statistics/placeStatsRoute';
import { descendantsRating, summaryItems, yearGraph } from '#domain/places/statistics/priceStatistics';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { seedDemoData } from '#infrastructure/demo/seedDemoData';
import { PriceSamplesOracle } from '#infrastructure/places/contract/PriceSamplesOracle';
import { SqlPlaceStatisticsService } from '#infrastructure/places/sql/SqlPlaceStatisticsService';

/** The places of the house-price pages measured: a city, its canton, the country. */
const PLACES = ['CH-zurich-zurich', 'CH-zurich', 'CH', 'FR'] as const;
const ROUNDS = Number(process.env.BENCH_STATS_ROUNDS ?? 5);

/**
 * The time to compute a house-price page's statistics (summary, the two year graphs, the
 * descendants rating: the four calls the page makes) over BENCH_STATS_LISTINGS demo listings
 * (default 20,000), on PGlite or on DATABASE_URL's server (a database of its own, dropped after).
 * The service computes the medians in SQL; the baseline reads the same listings and runs the
 * domain's method in JS (how the page computed them before). Median of ROUNDS runs, uncached.
 */
export default async function statisticsBench(): Promise<void> {
  const listings = Number(process.env.BENCH_STATS_LISTINGS ?? 20_000);
  const database = await openTestDatabase();
  try {
    const t = Date.now();
    await seedDemoData(database.db, { listings, seed: 42, now: new Date() });
    console.log(
      `database ${database.kind}: seeded ${listings.toLocaleString('en')} listings in ${((Date.now() - t) / 1000).toFixed(1)} s`,
    );
    const container = composeTestRoot(database.db);
    // The SQL service itself: the container's is behind a 10-minute cache.
    const statistics = container.get(SqlPlaceStatisticsService);
    const oracle = new PriceSamplesOracle(database.db);
    const now = await oracle.newest();

    for (const locationId of PLACES) {
      const page = async () => {
        const answers = await Promise.all([
          statistics.summary({ locationId }),
          statistics.chart({ locationId, transactionType: 'Sell' }),
          statistics.chart({ locationId, transactionType: 'Rent' }),
          statistics.descendantsRating({ locationId, transactionType: 'Sell' }),
        ]);
        for (const answer of answers) if (!answer.ok) throw new Error(answer.error.message);
      };
      const candidates = await oracle.placeIdsOfTypes(STATS_PLACE_TYPES, locationId);
      const baseline = async () => {
        const samples = await oracle.samplesOf(locationId);
        summaryItems(samples, now);
        yearGraph(samples, { transactionType: 'Sell' }, now);
        yearGraph(samples, { transactionType: 'Rent' }, now);
        descendantsRating(samples, { transactionType: 'Sell', placeIds: candidates }, now);
        return samples.length;
      };
      await page(); // warm-up: the place lookup's cache, the query plans
      const count = await baseline();
      const sqlMs = await medianMs(page);
      const jsMs = await medianMs(baseline);
      console.log(
        `${locationId.padEnd(18)} ${count.toLocaleString('en').padStart(9)} listings   SQL ${sqlMs.toFixed(0).padStart(6)} ms   JS baseline ${jsMs.toFixed(0).padStart(6)} ms   ratio ${(jsMs / sqlMs).toFixed(2)}x`,
      );
    }
  } finally {
    await database.close();
  }
}

async function medianMs(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1]!;
}
