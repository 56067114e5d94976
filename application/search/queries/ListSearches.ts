import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type ListSearchesQuery, type SearchCaller, SearchesService, type SearchesPage } from '../ports';

export interface ListSearches {
  query: ListSearchesQuery;
  caller: SearchCaller;
}

/** Document 001 §9: recent searches page 5 sorted -lastExecutionDate; saved searches 100 sorted -creationDate. */
export const RECENT_SEARCHES_COUNT = 5;
export const SAVED_SEARCHES_COUNT = 100;

/** GET /searches: the visitor's recent or saved searches. */
@injectable()
export class ListSearchesHandler {
  constructor(@inject(SearchesService) private readonly searches: SearchesService) {}

  execute({ query, caller }: ListSearches): Promise<Result<SearchesPage, DomainError>> {
    const saved = query.saved ?? false;
    return this.searches.listSearches(
      {
        saved,
        sort: query.sort ?? (saved ? '-creationDate' : '-lastExecutionDate'),
        count: query.count ?? (saved ? SAVED_SEARCHES_COUNT : RECENT_SEARCHES_COUNT),
        ...(query.skip !== undefined && { skip: query.skip }),
        ...(query.mode !== undefined && { mode: query.mode }),
      },
      caller,
    );
  }
}
