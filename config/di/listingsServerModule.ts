import { ContainerModule } from 'inversify';
import { FavoritesService, ListingsService, PublishingService } from '#application/listings/ports';
import { SqlPublishingService } from '#infrastructure/listings/publishing/SqlPublishingService';
import { ListingsReadCache } from '#application/portal/ports';
import { CachedListingsService } from '#infrastructure/listings/CachedListingsService';
import { SqlFavoritesService } from '#infrastructure/listings/favorites/SqlFavoritesService';
import { SqlListingsService } from '#infrastructure/listings/sql/SqlListingsService';
import { bindListingsUseCases } from './listingsModule';
import type { ServerModuleOptions } from './ServerModuleOptions';

/**
 * Listings on the server: the use cases and the listings service embedded on the database, behind
 * a short cache (every page view repeats the same reads; document 000 §9 lifetimes).
 */
export function listingsServerModule(_options: ServerModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindListingsUseCases(bind);
    bind(SqlListingsService).toSelf().inSingletonScope();
    bind(CachedListingsService)
      .toDynamicValue(
        (context) => new CachedListingsService(context.get(SqlListingsService), { ttlMs: 60_000, maxEntries: 5_000 }),
      )
      .inSingletonScope();
    bind(ListingsService).toService(CachedListingsService);
    // The page cache's change log makes it forget a changed listing before the page is rendered again.
    bind(ListingsReadCache).toService(CachedListingsService);
    // Favourites are each visitor's own and change with every click: never cached.
    bind(FavoritesService).to(SqlFavoritesService).inSingletonScope();
    bind(PublishingService).to(SqlPublishingService).inSingletonScope();
  });
}
