import { inject, injectable } from 'inversify';
import type { SavedSearch } from '#domain/search/saved/SavedSearch';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type SearchCaller, SearchesService } from '../ports';

export interface ArchiveSearch {
  id: number | string;
  caller: SearchCaller;
}

/** PATCH /searches/{id}/archive: document 001 §4 "Deleting (archiving) sets saved false and removes the search from recent and saved lists". */
@injectable()
export class ArchiveSearchHandler {
  constructor(@inject(SearchesService) private readonly searches: SearchesService) {}

  execute(command: ArchiveSearch): Promise<Result<SavedSearch, DomainError>> {
    return this.searches.archiveSearch(command.id, command.caller);
  }
}
