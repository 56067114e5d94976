import { bulkInsert } from '#infrastructure/db/bulkInsert';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { listingPriceHistory, listings, projectCompanies, projects } from '#infrastructure/db/schema';
import { generateListings } from './generateListings';
import type { SeedContext } from './SeedContext';
import type { SeededCopy } from './buildListingCopy';

/** Generates and stores listings 1…total with their projects and price histories, reporting progress. */
export async function writeListings(
  db: Database,
  ctx: SeedContext,
  total: number,
  batchSize: number,
  progress: (written: number) => void,
): Promise<{ listings: number; projects: number; copies: SeededCopy[] }> {
  let written = 0;
  let projectCount = 0;
  const copies: SeededCopy[] = [];
  let nextReport = 0;
  // While the database stores one batch, the next is generated: on a PostgreSQL server the two overlap.
  let storing: Promise<void> = Promise.resolve();
  for (const batch of generateListings(ctx, total, batchSize)) {
    await storing;
    storing = (async () => {
      if (batch.projects.length > 0) await bulkInsert(db, projects, batch.projects);
      if (batch.companies.length > 0) await bulkInsert(db, projectCompanies, batch.companies);
      await bulkInsert(db, listings, batch.listings);
      await bulkInsert(db, listingPriceHistory, batch.history, 5000);
    })();
    // Awaited on the next turn; this only keeps a failure from counting as unhandled if generation throws first.
    storing.catch(() => undefined);
    written += batch.listings.length;
    projectCount += batch.projects.length;
    copies.push(...(batch.copies ?? []));
    if (written >= nextReport) {
      progress(written);
      nextReport += Math.max(20_000, total / 10);
    }
  }
  await storing;
  return { listings: written, projects: projectCount, copies };
}
