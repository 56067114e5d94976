import { inject, injectable } from 'inversify';
import type { SavedSearch, SearchDraft } from '#domain/search/saved/SavedSearch';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import type { Clock } from '#domain/shared/Clock';
import type { MapSearchResult, SearchResult } from '#domain/search/results/SearchResult';
import { describeSearch, MAX_SEARCH_COUNT, prepareSearch } from './commands/storedSearch/prepareSearch';
import { unstoredSearchOf } from './commands/storedSearch/savedSearchOf';
import {
  type ListSearchesQuery,
  type MapExecution,
  type SearchCaller,
  SearchEngine,
  SearchesClock,
  type SearchExecution,
  type SearchesPage,
  type SearchesService,
} from './ports';
import { ArchiveSearch, CreateSearch, GetSearch, ListSearches, PatchSearch } from './tokens';
import type { ArchiveSearchUseCase } from './commands/ArchiveSearch';
import type { CreateSearchUseCase } from './commands/CreateSearch';
import type { PatchSearchUseCase } from './commands/PatchSearch';
import type { GetSearchUseCase } from './queries/GetSearch';
import type { ListSearchesUseCase } from './queries/ListSearches';

/**
 * SearchesService on the server (what the page loaders call): every stored-search call goes
 * through its handler, so no caller of the port bypasses a rule; the reads with no stored search
 * go to the engine.
 */
@injectable()
export class ServerSearchesService implements SearchesService {
  constructor(
    @inject(CreateSearch) private readonly create: CreateSearchUseCase,
    @inject(GetSearch) private readonly get: GetSearchUseCase,
    @inject(PatchSearch) private readonly patch: PatchSearchUseCase,
    @inject(ArchiveSearch) private readonly archive: ArchiveSearchUseCase,
    @inject(ListSearches) private readonly list: ListSearchesUseCase,
    @inject(SearchEngine) private readonly engine: SearchEngine,
    @inject(SearchesClock) private readonly clock: Clock,
  ) {}

  createSearch(draft: SearchDraft, execution: SearchExecution, caller: SearchCaller) {
    return this.create.execute({ search: draft, execution, caller });
  }

  /** POST /searches/map: validated as a new search; nothing is stored. */
  async searchMap(
    draft: SearchDraft,
    execution: MapExecution,
    caller: SearchCaller,
  ): Promise<Result<MapSearchResult, DomainError>> {
    const prepared = await prepareSearch(this.engine, draft, { sort: execution.sort, count: 0 }, caller);
    if (!prepared.ok) return prepared;
    const { resolved, sorting } = prepared.value;
    // Document 001 §9: "map result count 1000 (configured)": above it, clusters only.
    const count = Math.min(execution.count ?? MAX_SEARCH_COUNT, MAX_SEARCH_COUNT);
    const sides = await this.engine.runMap(resolved, execution, sorting, caller, count);
    const now = this.clock.now();
    const search = unstoredSearchOf({
      ...describeSearch(resolved, caller),
      portalId: draft.portalId ?? caller.portal.id,
      creationDate: now,
      updatedAt: now,
    });
    return ok({ search, ...sides });
  }

  getSearch(id: number | string, execution: SearchExecution, caller: SearchCaller) {
    return this.get.execute({ id, execution, caller });
  }

  patchSearch(
    id: number | string,
    patch: Partial<SearchDraft>,
    execution: SearchExecution,
    caller: SearchCaller,
  ): Promise<Result<SearchResult, DomainError>> {
    return this.patch.execute({ id, patch, execution, caller });
  }

  archiveSearch(id: number | string, caller: SearchCaller): Promise<Result<SavedSearch, DomainError>> {
    return this.archive.execute({ id, caller });
  }

  listSearches(query: ListSearchesQuery, caller: SearchCaller): Promise<Result<SearchesPage, DomainError>> {
    return this.list.execute({ query, caller });
  }

  getLuxuryPriceRange(...args: Parameters<SearchesService['getLuxuryPriceRange']>) {
    return this.engine.getLuxuryPriceRange(...args);
  }

  getFilterableRepositories() {
    return this.engine.getFilterableRepositories();
  }
}
