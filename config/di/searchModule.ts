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
  bind(CreateSearch).to(CreateSearchHandler).inSingletonScope();
  bind(PatchSearch).to(PatchSearchHandler).inSingletonScope();
  bind(ArchiveSearch).to(ArchiveSearchHandler).inSingletonScope();
  bind(GetSearch).to(GetSearchHandler).inSingletonScope();
  bind(SearchMap).to(SearchMapHandler).inSingletonScope();
  bind(ListSearches).to(ListSearchesHandler).inSingletonScope();
  bind(GetLuxuryPriceRange).to(GetLuxuryPriceRangeHandler).inSingletonScope();
  bind(GetFilterableRepositories).to(GetFilterableRepositoriesHandler).inSingletonScope();
}

/** Search in the browser: the use cases over SearchesService's http adapter (needs ServiceClientToken bound). */
export const searchModule = new ContainerModule(({ bind }) => {
  bindSearchUseCases(bind);
  bind(SearchesService).to(HttpSearchesService).inSingletonScope();
});
