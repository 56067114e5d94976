import { inject, injectable, optional } from 'inversify';
import { RequestAlertConfirmation } from '#application/alerts';
import type { SearchResult } from '#domain/search/results/SearchResult';
import type { SearchDraft } from '#domain/search/saved/SavedSearch';
import { searchServiceErrors as errors } from '#domain/search/saved/searchErrorsOfService';
import { isSearchStored } from '#domain/search/saved/searchStorage';
import type { Clock } from '#domain/shared/Clock';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { type AlertConfirmationRequester, confirmAlertAddressOf } from './alertAddressConfirmation';
import { describeSearch, prepareSearch } from './storedSearch/prepareSearch';
import { emptyRun } from './storedSearch/runStoredSearch';
import { savedSearchOf, unstoredSearchOf } from './storedSearch/savedSearchOf';
import { maySave } from './storedSearch/storedSearchAccess';
import {
  type NewStoredSearch,
  SavedSearchStore,
  type SearchCaller,
  SearchEngine,
  type SearchExecution,
  SearchesClock,
  ShareKeys,
} from '../ports';

export interface CreateSearch {
  search: SearchDraft;
  execution: SearchExecution;
  caller: SearchCaller;
  /** Aborts the search's request when a newer search replaces it (the browser's results page). */
  signal?: AbortSignal;
}

/** POST /searches: the use case; the browser reaches it through the /svc route. */
export interface CreateSearchUseCase {
  execute(command: CreateSearch): Promise<Result<SearchResult, DomainError>>;
}

/**
 * POST /searches: a new search, validated, run and stored (document 001 §4 "new search created",
 * §7). Saving needs guest identified or better (§4, §6); crawlers and saveInDb false store
 * nothing (§6). A saved search with e-mail alerts asks its owner's address to be confirmed.
 */
@injectable()
export class CreateSearchHandler implements CreateSearchUseCase {
  constructor(
    @inject(SearchEngine) private readonly engine: SearchEngine,
    @inject(SavedSearchStore) private readonly store: SavedSearchStore,
    @inject(SearchesClock) private readonly clock: Clock,
    @inject(ShareKeys) private readonly shareKeys: ShareKeys,
    @inject(RequestAlertConfirmation) @optional() private readonly alertConfirmation?: AlertConfirmationRequester,
  ) {}

  async execute({ search: draft, execution, caller }: CreateSearch): Promise<Result<SearchResult, DomainError>> {
    const prepared = await prepareSearch(this.engine, draft, execution, caller);
    if (!prepared.ok) return prepared;
    const { resolved, sorting, paging } = prepared.value;
    if (draft.saved && !maySave(caller)) return err(errors.loginRequired());
    const now = this.clock.now();
    const row: NewStoredSearch = {
      ...describeSearch(resolved, caller),
      sort: execution.sort ?? null,
      title: draft.title ?? null,
      saved: draft.saved ?? false,
      notifications: draft.notifications ?? [],
      portalId: draft.portalId ?? caller.portal.id,
      saveSearchOrigin: draft.saveSearchOrigin ?? null,
      createdByProfileId: caller.profileId ?? null,
      shareKey: this.shareKeys.next(),
      // A new search has no previous run: nothing is unread or changed since.
      lastExecutionDate: execution.mode === 'NoExecute' ? null : now,
      creationDate: now,
      updatedAt: now,
    };
    const stores = isSearchStored({
      saveInDb: execution.saveInDb,
      isCrawler: caller.isCrawler,
      profileId: caller.profileId,
      filters: resolved.filters,
    });
    const [run, stored] = await Promise.all([
      execution.mode === 'NoExecute'
        ? emptyRun('NoExecute')
        : this.engine.run(resolved, execution, paging, sorting, caller),
      stores ? this.store.insert(row) : undefined,
    ]);
    const search = stored ? savedSearchOf(stored, true) : unstoredSearchOf(row);
    await confirmAlertAddressOf(search, caller, this.alertConfirmation);
    return ok({ search, ...run });
  }
}
