import { inject, injectable } from 'inversify';
import type { MapSearchResult } from '#domain/search/results/SearchResult';
import type { SearchDraft } from '#domain/search/saved/SavedSearch';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type MapExecution, type SearchCaller, SearchesService } from '../ports';

export interface SearchMap {
  search: SearchDraft;
  execution: MapExecution;
  caller: SearchCaller;
  /** Aborts the request when the map moved on (a newer map search replaces it). */
  signal?: AbortSignal;
}

/** POST /searches/map: markers and clusters inside the search and outside it on the visible map. */
@injectable()
export class SearchMapHandler {
  constructor(@inject(SearchesService) private readonly searches: SearchesService) {}

  execute(query: SearchMap): Promise<Result<MapSearchResult, DomainError>> {
    return this.searches.searchMap(query.search, query.execution, query.caller, { signal: query.signal });
  }
}
