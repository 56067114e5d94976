import type { Clock } from '#domain/shared/Clock';
import type { Sorting } from '#domain/portal/Portal';
import type { SearchMode, SearchResult } from '#domain/search/results/SearchResult';
import { searchErrors } from '#domain/search/searchErrors';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import type {
  SavedSearchStore,
  SearchCaller,
  SearchEngine,
  SearchExecution,
  SearchRun,
  StoredSearch,
} from '../../ports';
import { pagingOf } from './prepareSearch';
import { savedSearchOf } from './savedSearchOf';
import { ownProfiles } from './storedSearchAccess';

/** Document 001 §7 mode NoExecute: the search without a run. */
export const emptyRun = (mode: SearchMode): SearchRun => ({
  searchMode: mode,
  listings: [],
  projects: [],
  total: 0,
  totalRetrievable: 0,
  nearbyTotal: 0,
  pages: 1,
  facets: [],
  unreadTotal: 0,
  priceDropsTotal: 0,
  priceIncreasesTotal: 0,
  endInfo: 'endOfListings',
});

/**
 * Runs a stored search again. Its counters count what is new since the previous run (document
 * 001 §3), so only the owner's run moves them and the last execution date on, unless told not to:
 * a link holder's read changes nothing.
 */
export async function runStoredSearch(
  ports: { engine: SearchEngine; store: SavedSearchStore; clock: Clock },
  row: StoredSearch,
  execution: SearchExecution,
  caller: SearchCaller,
): Promise<Result<SearchResult, DomainError>> {
  const ownerView = Boolean(row.createdByProfileId && ownProfiles(caller).includes(row.createdByProfileId));
  if (execution.mode === 'NoExecute') return ok({ search: savedSearchOf(row, ownerView), ...emptyRun('NoExecute') });
  const sorting = execution.sort ?? (row.sort as Sorting | null) ?? caller.portal.defaultSort;
  if (!caller.portal.sortings.includes(sorting)) return err(searchErrors.paramNotValid('sort', 'SORT_NOT_ALLOWED'));
  const paging = pagingOf(execution, caller);
  if (!paging.ok) return paging;
  const resolved = await ports.engine.resolve(row.filters, row.currencyId, caller);
  if (!resolved.ok) return resolved;
  const run = await ports.engine.run(
    resolved.value,
    execution,
    paging.value,
    sorting,
    caller,
    row.lastExecutionDate ?? undefined,
  );
  const current =
    !ownerView || execution.updateLastExecutionDate === false
      ? row
      : await ports.store.update(row.id, {
          unreadTotal: run.unreadTotal,
          priceDropsTotal: run.priceDropsTotal,
          priceIncreasesTotal: run.priceIncreasesTotal,
          lastExecutionDate: ports.clock.now(),
        });
  return ok({ search: savedSearchOf(current, ownerView), ...run });
}
