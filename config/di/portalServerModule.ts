import { ContainerModule } from 'inversify';
import { Database } from '#infrastructure/db/DatabaseToken';
import type { ServerModuleOptions } from './ServerModuleOptions';

/** The portal on the server: the database every embedded adapter works on. */
export function portalServerModule({ db }: ServerModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(Database).toConstantValue(db);
  });
}
