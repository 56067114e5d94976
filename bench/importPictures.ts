import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { listingImportHandlers } from '#config/di/listingImportBindings';
import { PublicHttpsFetch } from '#infrastructure/import/http/PublicHttpsFetch';
import { SharpFeedImages } from '#infrastructure/import/images/SharpFeedImages';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { writeImportFixtures } from '#test/mothers/import/importPlaces';
import { openImmoXml, sampleListings } from '#test/mothers/import/sampleFeeds';

const LISTINGS = Number(process.env.BENCH_IMPORT_PICTURE_LISTINGS ?? 100);
const PER_LISTING = 4;

/**
 * The pictures of an uploaded zip (docs/import.md "Pictures"): LISTINGS listings with PER_LISTING
 * distinct 1600 × 1067 JPEGs each in the zip, plus a loopback URL each (refused), resized into a
 * temporary media store; then the same feed again, which fetches and writes nothing. Times per
 * picture and the process's memory, never a pass or fail. The feed's own import is `bench import`.
 */
export default async function importPicturesBench(): Promise<void> {
  const database = await openTestDatabase();
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pictures-'));
  try {
    const { agencyId } = await writeImportFixtures(database.db);
    const listings = sampleListings(LISTINGS, { seed: 7, prefix: 'BP', noBoats: true }).map((listing, i) => ({
      ...listing,
      images: [...Array.from({ length: PER_LISTING }, (_, n) => `bilder/${i}-${n}.jpg`), `https://127.0.0.1/${i}.jpg`],
    }));
    const zipped = new Map<string, Buffer>();
    for (let i = 0; i < LISTINGS; i++)
      for (let n = 0; n < PER_LISTING; n++)
        zipped.set(
          `bilder/${i}-${n}.jpg`,
          await sharp({
            create: { width: 1600, height: 1067, channels: 3, background: { r: i % 256, g: n * 60, b: 90 } },
          })
            .jpeg({ quality: 80 })
            .toBuffer(),
        );
    const images = new SharpFeedImages(new PublicHttpsFetch(), { mediaDir, maxBytes: 15e6, timeoutMs: 15_000 });
    const { importFeed, importPictures } = listingImportHandlers(database.db, undefined, images);
    const feed = openImmoXml(listings);
    for (const pass of ['first import', 'again, unchanged']) {
      const run = await importFeed.execute({ agencyId, format: 'openimmo', feed, mode: 'full' });
      if (!run.ok) throw new Error(run.error.message);
      const rssBefore = process.memoryUsage().rss;
      const started = performance.now();
      const result = await importPictures!.execute({ agencyId, runId: run.value.id, zipped });
      const seconds = (performance.now() - started) / 1000;
      const { stored, refused } = result.pictures;
      const reasons = new Map<string, number>();
      for (const warning of result.warnings) reasons.set(warning.reason, (reasons.get(warning.reason) ?? 0) + 1);
      console.log(
        `pictures ${pass.padEnd(17)} ${LISTINGS} listings: stored ${stored}, refused ${refused} in ${seconds.toFixed(1)} s` +
          (stored ? ` = ${((seconds * 1000) / stored).toFixed(0)} ms a picture` : '') +
          ` (${[...reasons].map(([reason, n]) => `${reason} ${n}`).join(', ') || 'no warnings'})` +
          `; RSS ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB (+${((process.memoryUsage().rss - rssBefore) / 1e6).toFixed(0)})`,
      );
    }
  } finally {
    await database.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  }
}
