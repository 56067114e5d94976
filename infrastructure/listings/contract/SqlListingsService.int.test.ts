import 'reflect-metadata';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { seedDemoData } from '#infrastructure/demo/seedDemoData';
import { SqlListingsService } from '../sql/SqlListingsService';
import { SqlPublishingService } from '../publishing/SqlPublishingService';
import { listingsServiceContract } from './listingsServiceContract';
import { SHARED_MEDIA_DIR } from '#test/harness/servers/portalProcess';

/** The embedded adapter, in process, on a fresh database (in-memory PGlite, or DATABASE_URL's server in CI). */
listingsServiceContract('SqlListingsService', async () => {
  const database = await openTestDatabase();
  try {
    await seedDemoData(database.db, { listings: 300, mediaDir: SHARED_MEDIA_DIR });
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    service: new SqlListingsService(database.db),
    publishing: new SqlPublishingService(database.db),
    close: () => database.close(),
  };
});
