import type { FacetSpec } from '#domain/search/facets/FacetSpec';
import { pageOfResults } from '#domain/search/paging/searchPaging';
import type { SearchResult } from '#domain/search/results/SearchResult';
import { formatSearchReference } from '#domain/search/saved/parseSearchReference';
import { searchNeedsPatch } from '#domain/search/saved/searchNeedsPatch';
import type { Search, SearchFilters, SearchLocation } from '#domain/search/SearchFilters';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { SearchCaller, SearchExecution, SearchesService } from '../../ports';

/** Filters no URL carries (document 002 §2): they come from the saved search that searchId names. */
const STORED_ONLY: readonly (keyof SearchLocation)[] = ['polygon', 'polygons', 'excludedPolygons', 'viewport', 'mode'];

export interface PageSearchRun {
  search: Search;
  currencyId: string;
  caller: SearchCaller;
  facets: FacetSpec[];
  /** `/search?searchId=n` names a stored search and nothing else: open it as stored. */
  opensStored: boolean;
}

/**
 * The page's search (document 001 §4): created, or, with a searchId, retrieved or patched when the
 * filters or the currency differ. Taking a bare URL's (absent) filters as a change would overwrite
 * the owner's saved search with nothing, so a stored search named alone opens as stored.
 */
export async function runPageSearch(
  searches: SearchesService,
  run: PageSearchRun,
): Promise<Result<SearchResult, DomainError>> {
  const { search, caller, currencyId } = run;
  const execution: SearchExecution = { ...pageOfResults(search.params, caller.portal), facets: run.facets };
  const draft = { filters: search.filters, currencyId, portalId: caller.portal.id };
  const id = search.params.searchId;
  if (id === undefined) return searches.createSearch(draft, execution, caller);
  // Reading goes by the reference the URL carried: with its share key, someone else's unsaved search opens too.
  const reference = formatSearchReference({ id, shareKey: search.params.shareKey });

  if (run.opensStored) return searches.getSearch(reference, execution, caller);
  const stored = await searches.getSearch(reference, { mode: 'NoExecute', updateLastExecutionDate: false }, caller);
  if (!stored.ok) return stored;
  const saved = stored.value.search;
  const location: SearchLocation = { ...search.filters.location };
  for (const key of STORED_ONLY) {
    if (saved.filters.location?.[key] !== undefined && location[key] === undefined)
      Object.assign(location, { [key]: saved.filters.location[key] });
  }
  const merged = { ...draft, filters: { ...search.filters, ...(Object.keys(location).length > 0 && { location }) } };
  if (!searchNeedsPatch(saved, merged)) return searches.getSearch(reference, execution, caller);
  const patched = await searches.patchSearch(id, merged, execution, caller);
  // Someone else's search (a shared link) is not ours to change: the visitor gets a search of their own.
  if (!patched.ok && (patched.error.kind === 'FORBIDDEN' || patched.error.kind === 'UNAUTHORIZED')) {
    return searches.createSearch(merged, execution, caller);
  }
  return patched;
}

/** No filter at all: every value absent or an empty object (a bare /search URL). */
export function isBlank(filters: SearchFilters): boolean {
  return Object.values(filters).every(
    (value) =>
      value === undefined ||
      (typeof value === 'object' && value !== null && !Array.isArray(value) && isBlank(value as SearchFilters)),
  );
}
