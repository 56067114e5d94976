import { inject, injectable } from 'inversify';
import type { SavedSearch } from '#domain/search/saved/SavedSearch';
import type { Clock } from '#domain/shared/Clock';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import { savedSearchOf } from './storedSearch/savedSearchOf';
import { loadOwnedSearch } from './storedSearch/storedSearchAccess';
import { SavedSearchStore, type SearchCaller, SearchesClock } from '../ports';

export interface ArchiveSearch {
  id: number | string;
  caller: SearchCaller;
}

/** PATCH /searches/{id}/archive: the use case; the browser reaches it through the /svc route. */
export interface ArchiveSearchUseCase {
  execute(command: ArchiveSearch): Promise<Result<SavedSearch, DomainError>>;
}

/**
 * PATCH /searches/{id}/archive: document 001 §4 "Deleting (archiving) sets saved false and removes
 * the search from recent and saved lists"; only its owner deletes it (§6).
 */
@injectable()
export class ArchiveSearchHandler implements ArchiveSearchUseCase {
  constructor(
    @inject(SavedSearchStore) private readonly store: SavedSearchStore,
    @inject(SearchesClock) private readonly clock: Clock,
  ) {}

  async execute({ id, caller }: ArchiveSearch): Promise<Result<SavedSearch, DomainError>> {
    const found = await loadOwnedSearch(this.store, id, caller);
    if (!found.ok) return found;
    const row = await this.store.update(found.value.id, {
      isArchived: true,
      saved: false,
      updatedAt: this.clock.now(),
    });
    return ok(savedSearchOf(row, true));
  }
}
