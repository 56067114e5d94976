import { ContainerModule, type ContainerModuleLoadOptions, type ResolutionContext } from 'inversify';
import { SearchesService } from '#application/search/ports';
import { GetFilterableRepositoriesHandler } from '#application/search/queries/GetFilterableRepositories';
import { GetLuxuryPriceRangeHandler } from '#application/search/queries/GetLuxuryPriceRange';
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

/** The search reads with no stored search (document 001 §7), bound whatever serves SearchesService. */
export function bindSearchReads(bind: ContainerModuleLoadOptions['bind']): void {
  bind(SearchMap).to(SearchMapHandler).inSingletonScope();
  bind(GetLuxuryPriceRange).to(GetLuxuryPriceRangeHandler).inSingletonScope();
  bind(GetFilterableRepositories).to(GetFilterableRepositoriesHandler).inSingletonScope();
}

/**
 * Search in the browser: the use cases over SearchesService's http adapter (needs ServiceClientToken
 * bound). The stored searches' use cases are the server's handlers, reached by their /svc calls.
 */
export const searchModule = new ContainerModule(({ bind }) => {
  bindSearchReads(bind);
  bind(SearchesService).to(HttpSearchesService).inSingletonScope();
  const remote = (context: ResolutionContext) => context.get(SearchesService);
  bind(CreateSearch).toDynamicValue((context) => ({
    execute: (c) => remote(context).createSearch(c.search, c.execution, c.caller, { signal: c.signal }),
  }));
  bind(GetSearch).toDynamicValue((context) => ({
    execute: (q) => remote(context).getSearch(q.id, q.execution, q.caller),
  }));
  bind(PatchSearch).toDynamicValue((context) => ({
    execute: (c) => remote(context).patchSearch(c.id, c.patch, c.execution, c.caller),
  }));
  bind(ArchiveSearch).toDynamicValue((context) => ({ execute: (c) => remote(context).archiveSearch(c.id, c.caller) }));
  bind(ListSearches).toDynamicValue((context) => ({ execute: (q) => remote(context).listSearches(q.query, q.caller) }));
});
