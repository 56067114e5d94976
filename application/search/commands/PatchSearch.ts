import { inject, injectable, optional } from 'inversify';
import { RequestAlertConfirmation } from '#application/alerts';
import type { SearchResult } from '#domain/search/results/SearchResult';
import type { SearchDraft } from '#domain/search/saved/SavedSearch';
import { searchServiceErrors as errors } from '#domain/search/saved/searchErrorsOfService';
import { searchNeedsPatch } from '#domain/search/saved/searchNeedsPatch';
import { validateSearchDraft } from '#domain/search/saved/validateSearchDraft';
import type { Clock } from '#domain/shared/Clock';
import type { DomainError } from '#domain/shared/DomainError';
import { err, type Result } from '#domain/shared/Result';
import { type AlertConfirmationRequester, confirmAlertAddressOf } from './alertAddressConfirmation';
import { describeSearch, draftRules, normalisedFilters } from './storedSearch/prepareSearch';
import { runStoredSearch } from './storedSearch/runStoredSearch';
import { loadOwnedSearch, maySave } from './storedSearch/storedSearchAccess';
import {
  SavedSearchStore,
  type SearchCaller,
  SearchEngine,
  type SearchExecution,
  SearchesClock,
  type StoredSearch,
} from '../ports';

export interface PatchSearch {
  id: number | string;
  patch: Partial<SearchDraft>;
  execution: SearchExecution;
  caller: SearchCaller;
}

/** PATCH /searches/{id}: the use case; the browser reaches it through the /svc route. */
export interface PatchSearchUseCase {
  execute(command: PatchSearch): Promise<Result<SearchResult, DomainError>>;
}

/**
 * PATCH /searches/{id}: document 001 §4 "existing search patched when filters differ or the
 * currency changed"; saving, renaming and alerts change the stored search too, by its owner only
 * (§6), and saving needs guest identified or better (§4).
 */
@injectable()
export class PatchSearchHandler implements PatchSearchUseCase {
  constructor(
    @inject(SearchEngine) private readonly engine: SearchEngine,
    @inject(SavedSearchStore) private readonly store: SavedSearchStore,
    @inject(SearchesClock) private readonly clock: Clock,
    @inject(RequestAlertConfirmation) @optional() private readonly alertConfirmation?: AlertConfirmationRequester,
  ) {}

  async execute({ id, patch, execution, caller }: PatchSearch): Promise<Result<SearchResult, DomainError>> {
    const found = await loadOwnedSearch(this.store, id, caller);
    if (!found.ok) return found;
    const row = found.value;
    if (patch.saved && !maySave(caller)) return err(errors.loginRequired());
    const checked = validateSearchDraft(patch, await draftRules(this.engine, caller));
    if (!checked.ok) return checked;
    const changes: Partial<StoredSearch> = {};
    if (searchNeedsPatch({ filters: row.filters, currencyId: row.currencyId }, patch)) {
      const resolved = await this.engine.resolve(
        normalisedFilters(patch.filters ?? row.filters),
        patch.currencyId ?? row.currencyId,
        caller,
      );
      if (!resolved.ok) return resolved;
      Object.assign(changes, describeSearch(resolved.value, caller));
    }
    if (patch.title !== undefined && patch.title !== row.title) changes.title = patch.title;
    if (patch.saved !== undefined && patch.saved !== row.saved) changes.saved = patch.saved;
    // Document 001 §4 "Alerts": an empty or null list unsubscribes.
    if (patch.notifications !== undefined && !sameChannels(patch.notifications ?? [], row.notifications))
      changes.notifications = patch.notifications ?? [];
    if (patch.saveSearchOrigin !== undefined && patch.saveSearchOrigin !== row.saveSearchOrigin)
      changes.saveSearchOrigin = patch.saveSearchOrigin;
    if (!row.createdByProfileId && caller.profileId) changes.createdByProfileId = caller.profileId;
    const current =
      Object.keys(changes).length > 0
        ? await this.store.update(row.id, { ...changes, updatedAt: this.clock.now() })
        : row;
    const result = await runStoredSearch(
      { engine: this.engine, store: this.store, clock: this.clock },
      current,
      execution,
      caller,
    );
    if (result.ok) await confirmAlertAddressOf(result.value.search, caller, this.alertConfirmation);
    return result;
  }
}

const sameChannels = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();
