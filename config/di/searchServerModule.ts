import { ContainerModule } from 'inversify';
import { LoadAgentPage, LoadSearchPage } from '#application/search/pageTokens';
import { LoadAgentPageHandler } from '#application/search/queries/LoadAgentPage';
import { SearchesService } from '#application/search/ports';
import { LoadSearchPageHandler } from '#application/search/queries/LoadSearchPage';
import { SearchIndexSettings } from '#infrastructure/search/index/SearchIndexSettings';
import { SqlSearchesService } from '#infrastructure/search/sql/SqlSearchesService';
import { bindSearchUseCases } from './searchModule';
import type { ServerModuleOptions } from './ServerModuleOptions';

/**
 * Search on the server: the use cases, the results page's loader (its data hook runs here) and the
 * searches service embedded on the database (needs ListingsService, PlacesService and
 * AccountsDirectory from their modules). Apart from searchModule so the browser never bundles SQL.
 */
export function searchServerModule(options: ServerModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindSearchUseCases(bind);
    bind(LoadSearchPage).to(LoadSearchPageHandler).inSingletonScope();
    bind(LoadAgentPage).to(LoadAgentPageHandler).inSingletonScope();
    bind(SearchIndexSettings).toConstantValue({
      enabled: options.settings.searchIndex,
      log: (message) => options.log?.info({ searchIndex: true }, message),
    });
    bind(SearchesService).to(SqlSearchesService).inSingletonScope();
  });
}
