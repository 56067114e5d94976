import { ContainerModule } from 'inversify';
import { PlacesService } from '#application/places/ports';
import { CachedPlacesService } from '#infrastructure/places/CachedPlacesService';
import { SqlPlacesService } from '#infrastructure/places/sql/SqlPlacesService';
import { bindPlacesUseCases } from './placesModule';
import type { ServerModuleOptions } from './ServerModuleOptions';

/**
 * Places on the server: the use cases and the places service embedded on the database (needs
 * Database bound). Apart from placesModule so the browser never bundles SQL.
 */
export function placesServerModule(_options: ServerModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindPlacesUseCases(bind);
    bind(SqlPlacesService).toSelf().inSingletonScope();
    // Places are reference data: the seed writes them, nothing in the portal changes them.
    bind(PlacesService)
      .toDynamicValue(
        (context) => new CachedPlacesService(context.get(SqlPlacesService), { ttlMs: 10 * 60_000, maxEntries: 20_000 }),
      )
      .inSingletonScope();
  });
}
