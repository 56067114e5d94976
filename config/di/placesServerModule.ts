import { ContainerModule } from 'inversify';
import {
  CountryListingCounts,
  MostViewedListings,
  PlaceChildCounters,
  PlacesService,
  PlaceStatisticsService,
} from '#application/places/ports';
import { GetLocationPriceHandler } from '#application/places/queries/GetLocationPrice';
import { GetPlaceChildrenHandler } from '#application/places/queries/GetPlaceChildren';
import { SqlPlaceChildCounters } from '#infrastructure/places/sql/SqlPlaceChildCounters';
import { TrackedMostViewedListings } from '#infrastructure/places/TrackedMostViewedListings';
import { GetCountryNamesHandler } from '#application/places/queries/GetCountryNames';
import { GetLocalSlugsHandler } from '#application/places/queries/GetLocalSlugs';
import { LoadAllCountriesHandler } from '#application/places/queries/LoadAllCountries';
import { LoadPlaceStatisticsHandler } from '#application/places/queries/LoadPlaceStatistics';
import {
  GetCountryNames,
  GetLocalSlugs,
  GetLocationPrice,
  GetPlaceChildren,
  LoadAllCountries,
  LoadPlaceStatistics,
} from '#application/places/tokens';
import { SqlCountryListingCounts } from '#infrastructure/places/sql/SqlCountryListingCounts';
import { SqlPlaceStatisticsService } from '#infrastructure/places/sql/SqlPlaceStatisticsService';
import { CachedPlacesService } from '#infrastructure/places/CachedPlacesService';
import { CachedPlaceStatisticsService } from '#infrastructure/places/CachedPlaceStatisticsService';
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
    bind(SqlPlaceStatisticsService).toSelf().inSingletonScope();
    bind(PlaceStatisticsService)
      .toDynamicValue(
        (context) =>
          new CachedPlaceStatisticsService(context.get(SqlPlaceStatisticsService), {
            ttlMs: 10 * 60_000,
            maxEntries: 5_000,
          }),
      )
      .inSingletonScope();
    bind(GetLocationPrice).to(GetLocationPriceHandler).inSingletonScope();
    bind(LoadPlaceStatistics).to(LoadPlaceStatisticsHandler).inSingletonScope();
    bind(MostViewedListings).to(TrackedMostViewedListings).inSingletonScope();
    bind(CountryListingCounts).to(SqlCountryListingCounts).inSingletonScope();
    bind(LoadAllCountries).to(LoadAllCountriesHandler).inSingletonScope();
    bind(GetCountryNames).to(GetCountryNamesHandler).inSingletonScope();
    bind(GetLocalSlugs).to(GetLocalSlugsHandler).inSingletonScope();
    bind(PlaceChildCounters).to(SqlPlaceChildCounters).inSingletonScope();
    bind(GetPlaceChildren).to(GetPlaceChildrenHandler).inSingletonScope();
    // Places are reference data: the seed writes them, nothing in the portal changes them.
    bind(PlacesService)
      .toDynamicValue(
        (context) => new CachedPlacesService(context.get(SqlPlacesService), { ttlMs: 10 * 60_000, maxEntries: 20_000 }),
      )
      .inSingletonScope();
  });
}
