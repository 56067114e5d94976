import path from 'node:path';
import { openDatabase } from '#infrastructure/db/Database';
import { seedDemoData } from '#infrastructure/demo/seedDemoData';
import { readSettings } from '../env';

/**
 * `npm run seed`: migrates the database and fills it with the demo data set.
 * Env: DATA_DIR (default ./data), DATABASE_URL (else embedded PGlite in DATA_DIR), DEMO_LISTINGS
 * (default 20000), DEMO_SEED (default 42). `--force` replaces existing demo data.
 */
async function main(): Promise<void> {
  const started = performance.now();
  const { dataDir, databaseUrl, demoListings: listings, demoSeed: seed } = readSettings();

  const database = await openDatabase({ databaseUrl, dataDir });
  console.log(`Database ready (${database.kind}${databaseUrl ? '' : ` in ${dataDir}`}) in ${seconds(started)}`);
  try {
    const report = await seedDemoData(database.db, {
      listings,
      seed,
      mediaDir: path.join(dataDir, 'media'),
      force: process.argv.includes('--force'),
      log: (message) => console.log(message),
    });
    if (!report.skipped)
      console.log(
        `Seeded ${report.listings} listings, ${report.projects} projects, ${report.places} places, ${report.accounts} accounts, ${report.users} users`,
      );
  } finally {
    await database.close();
  }
  console.log(`Done in ${seconds(started)}`);
}

const seconds = (since: number): string => `${((performance.now() - since) / 1000).toFixed(1)} s`;

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
