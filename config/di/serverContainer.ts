import path from 'node:path';
import { Container } from 'inversify';
import type { Logger } from 'pino';
import { AccountsDirectory } from '#application/agents/ports';
import { ListingsService } from '#application/listings/ports';
import { RequestContext } from '#application/portal/RequestContext';
import { openDatabase } from '#infrastructure/db/Database';
import { Database, type Database as DatabaseConnection } from '#infrastructure/db/DatabaseToken';
import { CachedAccountsDirectory } from '#infrastructure/agents/CachedAccountsDirectory';
import { SqlAccountsDirectory } from '#infrastructure/agents/sql/SqlAccountsDirectory';
import { CachedListingsService } from '#infrastructure/listings/CachedListingsService';
import { SqlListingsService } from '#infrastructure/listings/sql/SqlListingsService';
import { seedDemoData } from '#infrastructure/demo/seedDemoData';
import type { Settings } from '../env';
import { identityServerModule } from './identityModule';
import { listingsModule } from './listingsModule';
import { placesServerModule } from './placesServerModule';
import { searchPageModule } from './searchPageModule';
import { searchServerModule } from './searchServerModule';

export interface ServerRoot {
  root: Container;
  databaseKind: 'pglite' | 'postgres';
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The server's composition root: the database (migrated; seeded with the demo data set when
 * empty), the embedded adapters for every port, and the application handlers.
 */
export async function createServerRoot(settings: Settings, logger: Logger): Promise<ServerRoot> {
  const database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  await seedDemoData(database.db, {
    listings: settings.demoListings,
    seed: settings.demoSeed,
    mediaDir: path.join(settings.dataDir, 'media'),
    log: (message: string) => logger.info(message),
  });
  const root = composeServerRoot(database.db, settings, logger);
  return {
    root,
    databaseKind: database.kind,
    ready: async () => {
      await database.db.execute('select 1');
      return true;
    },
    close: () => database.close(),
  };
}

/** Every port bound to its embedded adapter, every use case loaded: one place to swap an adapter. */
export function composeServerRoot(db: DatabaseConnection, settings: Settings, logger?: Logger): Container {
  const root = new Container({ defaultScope: 'Singleton' });
  root.bind(Database).toConstantValue(db);
  // Reads that every page view repeats go through short-lived caches (document 000 §9 lifetimes).
  root
    .bind(ListingsService)
    .toConstantValue(new CachedListingsService(new SqlListingsService(db), { ttlMs: 60_000, maxEntries: 5_000 }));
  root.bind(AccountsDirectory).toConstantValue(
    new CachedAccountsDirectory(new SqlAccountsDirectory(db), {
      ttlMs: settings.production ? 2 * 3600_000 : 3600_000,
      maxEntries: 10_000,
    }),
  );
  root.load(listingsModule);
  root.load(identityServerModule(settings, logger));
  root.load(searchServerModule);
  root.load(placesServerModule);
  root.load(searchPageModule);
  return root;
}

/** A child container per request: request-scoped values (and view-models) live and die here. */
export function createRequestContainer(root: Container, context: RequestContext): Container {
  const child = new Container({ parent: root, defaultScope: 'Singleton' });
  child.bind(RequestContext).toConstantValue(context);
  return child;
}
