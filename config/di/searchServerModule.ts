import { ContainerModule } from 'inversify';
import { LoadAgentPage, LoadSearchPage } from '#application/search/pageTokens';
import { LoadAgentPageHandler } from '#application/search/queries/LoadAgentPage';
import { ArchiveSearchHandler } from '#application/search/commands/ArchiveSearch';
import { CreateSearchHandler } from '#application/search/commands/CreateSearch';
import { PatchSearchHandler } from '#application/search/commands/PatchSearch';
import { SavedSearchStore, SearchEngine, SearchesClock, SearchesService, ShareKeys } from '#application/search/ports';
import { GetSearchHandler } from '#application/search/queries/GetSearch';
import { ListSearchesHandler } from '#application/search/queries/ListSearches';
import { ServerSearchesService } from '#application/search/ServerSearchesService';
import { ArchiveSearch, CreateSearch, GetSearch, ListSearches, PatchSearch } from '#application/search/tokens';
import { LoadSearchPageHandler } from '#application/search/queries/LoadSearchPage';
import { SearchIndexSettings } from '#infrastructure/search/index/SearchIndexSettings';
import { RandomShareKeys } from '#infrastructure/search/sql/RandomShareKeys';
import { SqlSavedSearchStore } from '#infrastructure/search/sql/SqlSavedSearchStore';
import { SqlSearchEngine } from '#infrastructure/search/sql/SqlSearchEngine';
import { bindSearchReads } from './searchMapModule';
import type { ServerModuleOptions } from './ServerModuleOptions';

/**
 * Search on the server: the stored searches' handlers over the saved-search store and the search
 * engine embedded on the database (needs ListingsService, PlacesService and AccountsDirectory from
 * their modules), the results page's loader (its data hook runs here), and SearchesService as the
 * loaders call it: through the handlers. Apart from searchModule so the browser never bundles SQL.
 */
export function searchServerModule(options: ServerModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindSearchReads(bind);
    bind(CreateSearch).to(CreateSearchHandler).inSingletonScope();
    bind(PatchSearch).to(PatchSearchHandler).inSingletonScope();
    bind(ArchiveSearch).to(ArchiveSearchHandler).inSingletonScope();
    bind(GetSearch).to(GetSearchHandler).inSingletonScope();
    bind(ListSearches).to(ListSearchesHandler).inSingletonScope();
    bind(LoadSearchPage).to(LoadSearchPageHandler).inSingletonScope();
    bind(LoadAgentPage).to(LoadAgentPageHandler).inSingletonScope();
    bind(SearchIndexSettings).toConstantValue({
      enabled: options.settings.searchIndex,
      log: (message) => options.log?.info({ searchIndex: true }, message),
    });
    bind(SearchEngine).to(SqlSearchEngine).inSingletonScope();
    bind(SavedSearchStore).to(SqlSavedSearchStore).inSingletonScope();
    bind(SearchesClock).toConstantValue({ now: () => new Date() });
    bind(ShareKeys).toConstantValue(new RandomShareKeys());
    bind(SearchesService).to(ServerSearchesService).inSingletonScope();
  });
}
