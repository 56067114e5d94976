import { inject, injectable } from 'inversify';
import { hasSavedSearchAccess } from '#domain/identity/AuthenticationRules';
import { searchServiceErrors as errors } from '#domain/search/saved/searchErrorsOfService';
import { RECENT_SEARCHES_COUNT, SAVED_SEARCHES_COUNT } from '#domain/search/saved/searchLists';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { savedSearchOf } from '../commands/storedSearch/savedSearchOf';
import { ownProfiles } from '../commands/storedSearch/storedSearchAccess';
import { type ListSearchesQuery, SavedSearchStore, type SearchCaller, type SearchesPage } from '../ports';

export interface ListSearches {
  query: ListSearchesQuery;
  caller: SearchCaller;
}

/** GET /searches: the use case; the browser reaches it through the /svc route. */
export interface ListSearchesUseCase {
  execute(query: ListSearches): Promise<Result<SearchesPage, DomainError>>;
}

/** Document 001 §9: "saved searches 100 (1 when shallow)": no page is longer. */
const MAX_PAGE = SAVED_SEARCHES_COUNT;

/**
 * GET /searches: the visitor's recent or saved searches. Without a profile there are none
 * (NOT_FOUND, which the client tolerates); saved ones need saved-search access (document 000 §4,
 * document 001 §6).
 */
@injectable()
export class ListSearchesHandler implements ListSearchesUseCase {
  constructor(@inject(SavedSearchStore) private readonly store: SavedSearchStore) {}

  async execute({ query, caller }: ListSearches): Promise<Result<SearchesPage, DomainError>> {
    const saved = query.saved ?? false;
    const profiles = ownProfiles(caller);
    if (profiles.length === 0 || (saved && !hasSavedSearchAccess(caller.authState)))
      return err(errors.searchesNotFound());
    const count = query.count ?? (saved ? SAVED_SEARCHES_COUNT : RECENT_SEARCHES_COUNT);
    const { rows, total } = await this.store.listByProfiles(profiles, {
      saved,
      sort: query.sort ?? (saved ? '-creationDate' : '-lastExecutionDate'),
      count: query.mode === 'shallow' ? Math.min(count, 1) : Math.min(Math.max(count, 0), MAX_PAGE),
      skip: Math.max(query.skip ?? 0, 0),
    });
    return ok({ searches: rows.map((row) => savedSearchOf(row, true)), total });
  }
}
