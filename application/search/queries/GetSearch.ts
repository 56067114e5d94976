import { inject, injectable } from 'inversify';
import type { SearchResult } from '#domain/search/results/SearchResult';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type SearchCaller, type SearchExecution, SearchesService } from '../ports';

export interface GetSearch {
  id: number | string;
  execution: SearchExecution;
  caller: SearchCaller;
}

/** GET /searches/{id}: a stored search, run again unless mode is NoExecute. */
@injectable()
export class GetSearchHandler {
  constructor(@inject(SearchesService) private readonly searches: SearchesService) {}

  execute(query: GetSearch): Promise<Result<SearchResult, DomainError>> {
    return this.searches.getSearch(query.id, query.execution, query.caller);
  }
}
