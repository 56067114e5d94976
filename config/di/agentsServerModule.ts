import { ContainerModule } from 'inversify';
import { AccountsDirectory } from '#application/agents/ports';
import { CachedAccountsDirectory } from '#infrastructure/agents/CachedAccountsDirectory';
import { SqlAccountsDirectory } from '#infrastructure/agents/sql/SqlAccountsDirectory';
import type { ServerModuleOptions } from './ServerModuleOptions';

/**
 * Agents on the server: accounts and users from the database, behind the document's cache
 * lifetimes (000 §9: 1 h, 2 h in production). Identity, listings and search read them here.
 */
export function agentsServerModule({ settings }: ServerModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(SqlAccountsDirectory).toSelf().inSingletonScope();
    bind(AccountsDirectory)
      .toDynamicValue(
        (context) =>
          new CachedAccountsDirectory(context.get(SqlAccountsDirectory), {
            ttlMs: settings.production ? 2 * 3600_000 : 3600_000,
            maxEntries: 10_000,
          }),
      )
      .inSingletonScope();
  });
}
