import { ContainerModule } from 'inversify';
import { PageChangeLog } from '#application/portal/ports';
import { Database } from '#infrastructure/db/DatabaseToken';
import { SqlListingChangeLog } from '#infrastructure/portal/sql/SqlListingChangeLog';
import type { ServerModuleOptions } from './ServerModuleOptions';

/** The portal on the server: the database every embedded adapter works on; the change log the page cache reads. */
export function portalServerModule({ db }: ServerModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(Database).toConstantValue(db);
    bind(PageChangeLog).toConstantValue(new SqlListingChangeLog(db));
  });
}
