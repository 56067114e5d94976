import { ContainerModule } from 'inversify';
import { AccountsDirectory, AgentSlugs, AgentsSearch } from '#application/agents/ports';
import { LoadPlaceAgentsPageHandler } from '#application/agents/queries/LoadPlaceAgentsPage';
import { SearchAgentsByLocationHandler } from '#application/agents/queries/SearchAgentsByLocation';
import { GetAgentFacetsByLocationHandler } from '#application/agents/queries/GetAgentFacetsByLocation';
import { GetAgentFacetsByLocation, LoadPlaceAgentsPage, SearchAgentsByLocation } from '#application/agents/tokens';
import { SqlAgentsSearch } from '#infrastructure/agents/sql/SqlAgentsSearch';
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
    bind(AgentSlugs).toService(SqlAccountsDirectory);
    bind(AgentsSearch).to(SqlAgentsSearch).inSingletonScope();
    bind(LoadPlaceAgentsPage).to(LoadPlaceAgentsPageHandler).inSingletonScope();
    bind(SearchAgentsByLocation).to(SearchAgentsByLocationHandler).inSingletonScope();
    bind(GetAgentFacetsByLocation).to(GetAgentFacetsByLocationHandler).inSingletonScope();
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
