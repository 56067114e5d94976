import path from 'node:path';
import { ContainerModule } from 'inversify';
import { AccountsDirectory } from '#application/agents';
import { DirectoryContactPhones } from '#infrastructure/listings/contacts/DirectoryContactPhones';
import {
  ContactPhones,
  FavoritesService,
  ListingJobs,
  ListingMediaRenditions,
  ListingsService,
  PublishingService,
} from '#application/listings/ports';
import { demoPhotoHashes } from '#infrastructure/demo/media/photoHashes';
import { SqlDuplicateJob } from '#infrastructure/listings/duplicates/SqlDuplicateJob';
import { FileMediaRenditions } from '#infrastructure/listings/media/avifRendition';
import { PeriodicJob } from '#infrastructure/jobs/PeriodicJob';
import { SqlJobLeases } from '#infrastructure/jobs/SqlJobLeases';
import { SqlPublishingService } from '#infrastructure/listings/publishing/SqlPublishingService';
import { ListingsReadCache } from '#application/portal/ports';
import { CachedListingsService } from '#infrastructure/listings/CachedListingsService';
import { SqlFavoritesService } from '#infrastructure/listings/favorites/SqlFavoritesService';
import { SqlListingsService } from '#infrastructure/listings/sql/SqlListingsService';
import { bindListingImport } from './listingImportBindings';
import { bindListingsUseCases } from './listingsModule';
import type { ServerModuleOptions } from './ServerModuleOptions';

/**
 * Listings on the server: the use cases and the listings service embedded on the database, behind
 * a short cache (every page view repeats the same reads; document 000 §9 lifetimes); and the
 * duplicate rule on the listings' change log every LISTINGS_DUPLICATES_INTERVAL_S seconds (default
 * 5; 0 turns it off), on one node at a time. The photos' hashes are the demo pool's (the only
 * photos the portal has); a photo without a hash matches none.
 */
export function listingsServerModule(options: ServerModuleOptions): ContainerModule {
  const duplicatesIntervalS = options.settings.jobs.duplicatesIntervalS;
  return new ContainerModule(({ bind }) => {
    bindListingsUseCases(bind);
    bindListingImport(bind, options.db);
    bind(SqlListingsService).toSelf().inSingletonScope();
    bind(CachedListingsService)
      .toDynamicValue(
        (context) => new CachedListingsService(context.get(SqlListingsService), { ttlMs: 60_000, maxEntries: 5_000 }),
      )
      .inSingletonScope();
    bind(ListingsService).toService(CachedListingsService);
    bind(ContactPhones)
      .toDynamicValue(
        (context) => new DirectoryContactPhones(context.get(ListingsService), context.get(AccountsDirectory)),
      )
      .inSingletonScope();
    // The page cache's change log makes it forget a changed listing before the page is rendered again.
    bind(ListingsReadCache).toService(CachedListingsService);
    // Favourites are each visitor's own and change with every click: never cached.
    bind(FavoritesService).to(SqlFavoritesService).inSingletonScope();
    bind(PublishingService).to(SqlPublishingService).inSingletonScope();
    // The demo photos live in DATA_DIR/media, served at /media (server/app.ts).
    bind(ListingMediaRenditions).toConstantValue(new FileMediaRenditions(path.join(options.settings.dataDir, 'media')));
    bind(ListingJobs)
      .toDynamicValue((context) => {
        const duplicates = new SqlDuplicateJob(
          options.db,
          async () => {
            const hashes = await demoPhotoHashes();
            return (url) => hashes.get(url);
          },
          options.log,
        );
        const job =
          duplicatesIntervalS > 0
            ? new PeriodicJob(context.get(SqlJobLeases), {
                job: 'listings.duplicates',
                intervalMs: duplicatesIntervalS * 1000,
                run: () => duplicates.runOnce(),
                log: options.log,
              })
            : undefined;
        return { start: () => job?.start(), stop: async () => job?.stop() };
      })
      .inSingletonScope();
  });
}
