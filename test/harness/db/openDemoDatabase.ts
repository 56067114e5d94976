import type { OpenedDatabase } from '#infrastructure/db/Database';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { seedDemoData } from '#infrastructure/demo/seedDemoData';

export type TestDatabase = OpenedDatabase;

/**
 * Tests only: a fresh database (PGlite, or a schema of DATABASE_URL) holding the demo data set,
 * its seed and "today" fixed so every run sees the same listings.
 */
export async function openDemoDatabase(demo: {
  listings: number;
  seed: number;
  now: Date;
  /** Where the listing photos are rendered; none without it. */
  mediaDir?: string;
}): Promise<TestDatabase> {
  const database = await openTestDatabase();
  await seedDemoData(database.db, demo);
  return database;
}
