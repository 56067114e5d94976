import { inject, injectable } from 'inversify';
import type { SearchResult } from '#domain/search/results/SearchResult';
import { canReadSearch } from '#domain/search/saved/canReadSearch';
import { parseSearchReference } from '#domain/search/saved/parseSearchReference';
import { sameShareKey } from '#domain/search/saved/sameShareKey';
import { searchServiceErrors as errors } from '#domain/search/saved/searchErrorsOfService';
import type { Clock } from '#domain/shared/Clock';
import type { DomainError } from '#domain/shared/DomainError';
import { err, type Result } from '#domain/shared/Result';
import { runStoredSearch } from '../commands/storedSearch/runStoredSearch';
import { loadStoredSearch, ownProfiles } from '../commands/storedSearch/storedSearchAccess';
import { SavedSearchStore, type SearchCaller, SearchEngine, type SearchExecution, SearchesClock } from '../ports';

export interface GetSearch {
  id: number | string;
  execution: SearchExecution;
  caller: SearchCaller;
}

/** GET /searches/{id}: the use case; the browser reaches it through the /svc route. */
export interface GetSearchUseCase {
  execute(query: GetSearch): Promise<Result<SearchResult, DomainError>>;
}

/**
 * GET /searches/{id}: a stored search, run again unless mode is NoExecute. Its owner's, or an
 * unsaved one whose share reference the caller holds (domain/search/saved/canReadSearch); to anyone
 * else it does not exist (document 001 §5 'Search {n} is not found').
 */
@injectable()
export class GetSearchHandler implements GetSearchUseCase {
  constructor(
    @inject(SearchEngine) private readonly engine: SearchEngine,
    @inject(SavedSearchStore) private readonly store: SavedSearchStore,
    @inject(SearchesClock) private readonly clock: Clock,
  ) {}

  async execute({ id, execution, caller }: GetSearch): Promise<Result<SearchResult, DomainError>> {
    const reference = parseSearchReference(id);
    if (!reference.ok) return reference;
    const { shareKey } = reference.value;
    const found = await loadStoredSearch(this.store, reference.value.id, { shareKey });
    if (!found.ok) return found;
    const stored = found.value.shareKey;
    const reader = {
      ownProfileIds: ownProfiles(caller),
      authState: caller.authState,
      holdsShareKey: shareKey !== undefined && stored !== null && sameShareKey(shareKey, stored),
    };
    if (!canReadSearch(found.value, reader)) return err(errors.searchNotFound(found.value.id));
    return runStoredSearch(
      { engine: this.engine, store: this.store, clock: this.clock },
      found.value,
      execution,
      caller,
    );
  }
}
