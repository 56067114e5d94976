import type { Sorting } from '#domain/portal/Portal';
import { normaliseSearch } from '#domain/search/normaliseSearch';
import { type Paging, searchPaging } from '#domain/search/paging/searchPaging';
import { automaticSubtitle, automaticTitle } from '#domain/search/saved/automaticTitle';
import type { SearchDraft } from '#domain/search/saved/SavedSearch';
import { validateSearchDraft } from '#domain/search/saved/validateSearchDraft';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import type { ResolvedSearch, SearchCaller, SearchEngine, SearchExecution } from '../../ports';

/** Document 001 §9: "map result count 1000": no page of a search asks for more. */
export const MAX_SEARCH_COUNT = 1000;

/** Document 001 §7: a run's count and skip, within the portal's page size and max skip. */
export const pagingOf = (execution: SearchExecution, caller: SearchCaller): Result<Paging, DomainError> =>
  searchPaging(execution, {
    pageSize: caller.portal.pageSize,
    maxCount: MAX_SEARCH_COUNT,
    maxSkip: caller.portal.maxSkip,
  });

/** What validateSearchDraft checks a draft against: the portal's sortings and the known currencies. */
export async function draftRules(engine: SearchEngine, caller: SearchCaller) {
  return { sortings: caller.portal.sortings, currencies: await engine.currencies() };
}

export const normalisedFilters = (filters: SearchDraft['filters']) => normaliseSearch({ filters, params: {} }).filters;

/** Document 001 §5, §7: a body and its paging validated, then what its filters name looked up. */
export async function prepareSearch(
  engine: SearchEngine,
  draft: SearchDraft,
  execution: SearchExecution,
  caller: SearchCaller,
): Promise<Result<{ resolved: ResolvedSearch; sorting: Sorting; paging: Paging }, DomainError>> {
  const sorting: Sorting = execution.sort ?? caller.portal.defaultSort;
  const checked = validateSearchDraft(draft, await draftRules(engine, caller), sorting);
  if (!checked.ok) return checked;
  const paging = pagingOf(execution, caller);
  if (!paging.ok) return paging;
  const resolved = await engine.resolve(
    normalisedFilters(draft.filters ?? {}),
    draft.currencyId ?? caller.portal.defaultCurrency,
    caller,
  );
  if (!resolved.ok) return resolved;
  return ok({ resolved: resolved.value, sorting, paging: paging.value });
}

/** The columns a search's filters decide: place, mode, nearby area, titles (document 001 §3). */
export function describeSearch(resolved: ResolvedSearch, caller: SearchCaller) {
  const name = resolved.place ? (resolved.place.names[caller.language] ?? resolved.place.names.en) : undefined;
  return {
    filters: resolved.filters,
    currencyId: resolved.currencyId,
    placeId: resolved.place?.placeId ?? null,
    locationMode: resolved.criteria.place?.mode ?? null,
    nearbyArea: resolved.criteria.place?.nearby ?? null,
    automaticTitle: automaticTitle(resolved.filters, name),
    automaticSubtitle: automaticSubtitle(resolved.filters, resolved.currencyId),
  };
}
