import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { ArchiveSearchHandler } from '#application/search/commands/ArchiveSearch';
import { CreateSearchHandler } from '#application/search/commands/CreateSearch';
import { PatchSearchHandler } from '#application/search/commands/PatchSearch';
import { SearchesService } from '#application/search/ports';
import { GetFilterableRepositoriesHandler } from '#application/search/queries/GetFilterableRepositories';
import { GetLuxuryPriceRangeHandler } from '#application/search/queries/GetLuxuryPriceRange';
import { GetSearchHandler } from '#application/search/queries/GetSearch';
import { ListSearchesHandler } from '#application/search/queries/ListSearches';
import { SearchMapHandler } from '#application/search/queries/SearchMap';
import {
  ArchiveSearch,
  CreateSearch,
  GetFilterableRepositories,
  GetLuxuryPriceRange,
  GetSearch,
  ListSearches,
  PatchSearch,
  SearchMap,
} from '#application/search/tokens';
import { HttpSearchesService } from '#infrastructure/search/http/HttpSearchesService';

/** The search use cases (the searches service's calls, document 001 §7), bound whatever serves SearchesService. */
export function bindSearchUseCases(bind: ContainerModuleLoadOptions['bind']): void {
  bind(CreateSearch).to(CreateSearchHandler);
  bind(PatchSearch).to(PatchSearchHandler);
  bind(ArchiveSearch).to(ArchiveSearchHandler);
  bind(GetSearch).to(GetSearchHandler);
  bind(SearchMap).to(SearchMapHandler);
  bind(ListSearches).to(ListSearchesHandler);
  bind(GetLuxuryPriceRange).to(GetLuxuryPriceRangeHandler);
  bind(GetFilterableRepositories).to(GetFilterableRepositoriesHandler);
}

/** The search use cases alone; the root binds SearchesService (the browser: searchHttpModule). */
export const searchModule = new ContainerModule(({ bind }) => bindSearchUseCases(bind));

/** SearchesService over HTTP, for a browser or a remote back end (needs ServiceClientToken bound). */
export const searchHttpModule = new ContainerModule(({ bind }) => {
  bind(SearchesService).to(HttpSearchesService).inSingletonScope();
});
