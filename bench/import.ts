import { listingImportHandlers } from '#config/di/listingImportBindings';
import type { ImportFormat } from '#domain/listings/import/ImportedListing';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { writeImportFixtures } from '#test/mothers/import/importPlaces';
import { kyeroXml, openImmoXml, sampleListings } from '#test/mothers/import/sampleFeeds';

/** The size of an agency's feed in docs/import.md's targets. */
const LISTINGS = Number(process.env.BENCH_IMPORT_LISTINGS ?? 20_000);

/**
 * The feed import (docs/import.md): a feed of LISTINGS listings of each format imported into an
 * empty agency (pictures excluded, as `npm run import -- --no-images`: ImportListingPictures is not
 * run), then the same feed again, which changes nothing. Targets: the first import within 2 minutes, the unchanged one within 20 s.
 * Times and the process's memory, never a pass or fail.
 */
export default async function importBench(): Promise<void> {
  const database = await openTestDatabase();
  try {
    const { agencyId, otherAgencyId } = await writeImportFixtures(database.db);
    const { importFeed } = listingImportHandlers(database.db);
    const formats: [ImportFormat, number, (listings: ReturnType<typeof sampleListings>) => string][] = [
      ['openimmo', agencyId, openImmoXml],
      ['kyero', otherAgencyId, kyeroXml],
    ];
    for (const [format, agency, write] of formats) {
      const feed = Buffer.from(
        write(
          sampleListings(LISTINGS, {
            seed: 42,
            prefix: format.slice(0, 2).toUpperCase(),
            noBoats: format === 'openimmo',
          }),
        ),
      );
      for (const pass of ['first import', 'again, unchanged']) {
        global.gc?.();
        const rssBefore = process.memoryUsage().rss;
        const heapBefore = process.memoryUsage().heapUsed;
        let peak = rssBefore;
        let peakHeap = heapBefore;
        const sample = () => {
          const usage = process.memoryUsage();
          peak = Math.max(peak, usage.rss);
          peakHeap = Math.max(peakHeap, usage.heapUsed);
        };
        // PGlite runs in this thread and starves timers: the samples are coarse, the last one is taken at the end.
        const sampler = setInterval(sample, 50);
        const started = performance.now();
        const result = await importFeed.execute({ agencyId: agency, format, feed, mode: 'full' });
        const seconds = (performance.now() - started) / 1000;
        clearInterval(sampler);
        sample();
        if (!result.ok) throw new Error(`${format}: ${result.error.message}`);
        const c = result.value.counts;
        console.log(
          `${format.padEnd(9)} ${pass.padEnd(17)} ${LISTINGS.toLocaleString('en')} listings (${(feed.length / 1e6).toFixed(1)} MB) in ${seconds.toFixed(1)} s` +
            ` = ${((seconds * 1000) / LISTINGS).toFixed(2)} ms each; new ${c.new}, unchanged ${c.unchanged}, rejected ${c.rejected};` +
            ` peak heap +${((peakHeap - heapBefore) / 1e6).toFixed(0)} MB, peak RSS ${(peak / 1e6).toFixed(0)} MB`,
        );
      }
    }
  } finally {
    await database.close();
  }
}
