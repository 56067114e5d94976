import { ContainerModule } from 'inversify';
import { PageChangeLog } from '#application/portal/ports';
import { Database } from '#infrastructure/db/DatabaseToken';
import { ExchangeRatesReader } from '#infrastructure/db/exchangeRates/ExchangeRatesReader';
import { SqlListingChangeLog } from '#infrastructure/portal/sql/SqlListingChangeLog';
import type { ServerModuleOptions } from './ServerModuleOptions';

/**
 * The portal on the server: the database every embedded adapter works on, the exchange rates they
 * convert with, and the change log the page cache reads.
 */
export function portalServerModule({ db }: ServerModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(Database).toConstantValue(db);
    // One rates reader for every service that converts prices (listings, searches): read once a minute in all.
    bind(ExchangeRatesReader).toSelf().inSingletonScope();
    bind(PageChangeLog).toConstantValue(new SqlListingChangeLog(db));
  });
}
