import { ContainerModule, type ResolutionContext } from 'inversify';
import { SearchesService } from '#application/search/ports';
import { ArchiveSearch, CreateSearch, GetSearch, ListSearches, PatchSearch } from '#application/search/tokens';
import { HttpSearchesService } from '#infrastructure/search/http/HttpSearchesService';

/**
 * The stored searches in the browser, a part of the shell (every page may suggest saving a search
 * after a favourite, document 001 §4): their use cases are the server's handlers, reached by their
 * /svc calls over SearchesService's http adapter (needs ServiceClientToken bound). The reads with
 * no stored search are the search pages' (searchMapModule).
 */
export const searchModule = new ContainerModule(({ bind }) => {
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
