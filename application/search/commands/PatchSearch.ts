import { inject, injectable } from 'inversify';
import type { SearchResult } from '#domain/search/results/SearchResult';
import type { SearchDraft } from '#domain/search/saved/SavedSearch';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type SearchCaller, type SearchExecution, SearchesService } from '../ports';

export interface PatchSearch {
  id: number | string;
  patch: Partial<SearchDraft>;
  execution: SearchExecution;
  caller: SearchCaller;
}

/**
 * PATCH /searches/{id}: document 001 §4 "existing search patched when filters differ or the
 * currency changed"; saving, renaming and alerts change the stored search too.
 */
@injectable()
export class PatchSearchHandler {
  constructor(@inject(SearchesService) private readonly searches: SearchesService) {}

  execute(command: PatchSearch): Promise<Result<SearchResult, DomainError>> {
    return this.searches.patchSearch(command.id, command.patch, command.execution, command.caller);
  }
}
