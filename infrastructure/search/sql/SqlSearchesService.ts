import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isSearchStored } from '#domain/search/saved/searchStorage';
import { inject, injectable, optional } from 'inversify';
import { AccountsDirectory } from '#application/agents';
import { ListingsService } from '#application/listings/ports';
import { PlacesService } from '#application/places';
import type {
  FilterableRepository,
  ListSearchesQuery,
  MapExecution,
  SearchCaller,
  SearchExecution,
  SearchesPage,
  SearchesService,
} from '#application/search/ports';
import { canSaveSearch, hasSavedSearchAccess } from '#domain/identity/AuthenticationRules';
import type { TransactionType } from '#domain/listings/Listing';
import type { Sorting } from '#domain/portal/Portal';
import type { LuxuryPriceRange } from '#domain/search/luxury/LuxuryPriceRange';
import { searchPaging } from '#domain/search/paging/searchPaging';
import type { MapSearchResult, SearchResult } from '#domain/search/results/SearchResult';
import { automaticSubtitle, automaticTitle } from '#domain/search/saved/automaticTitle';
import { canReadSearch } from '#domain/search/saved/canReadSearch';
import { parseSearchId } from '#domain/search/saved/parseSearchId';
import type { SavedSearch, SearchDraft } from '#domain/search/saved/SavedSearch';
import { searchServiceErrors as errors } from '#domain/search/saved/searchErrorsOfService';
import { searchNeedsPatch } from '#domain/search/saved/searchNeedsPatch';
import { validateSearchDraft } from '#domain/search/saved/validateSearchDraft';
import { normaliseSearch } from '#domain/search/normaliseSearch';
import { searchErrors } from '#domain/search/searchErrors';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { Database } from '#infrastructure/db/DatabaseToken';
import { ExchangeRatesReader } from '#infrastructure/db/exchangeRates/ExchangeRatesReader';
import { IndexListingSearch } from '../index/IndexListingSearch';
import { ListingSearchIndex } from '../index/ListingSearchIndex';
import { SearchIndexSettings } from '../index/SearchIndexSettings';
import { SqlListingSearch } from './SqlListingSearch';
import { MAP_RESULT_COUNT, SqlMapSearch } from './SqlMapSearch';
import { SqlFilterableRepositories } from './SqlFilterableRepositories';
import { type ResolvedSearch, SqlSearchResolver } from './SqlSearchResolver';
import { type RunOutcome, SqlSearchRunner } from './SqlSearchRunner';
import { type NewSearchRow, type SearchRow, SqlSearchStore, toSavedSearch } from './SqlSearchStore';
import { parseSearchReference } from '#domain/search/saved/parseSearchReference';

const EMPTY_RUN = (mode: RunOutcome['searchMode']): RunOutcome => ({
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
 * The searches service embedded on PostgreSQL (document 001 §7 "Searches"): searches stored in
 * SQL; listings found, counted and ordered by the in-memory index (ListingSearchIndex, kept current
 * from the listings change log) once it has loaded, by SQL before that or when it is switched off.
 */
@injectable()
export class SqlSearchesService implements SearchesService {
  private readonly store: SqlSearchStore;
  private readonly resolver: SqlSearchResolver;
  private readonly runner: SqlSearchRunner;
  private readonly map: SqlMapSearch;
  private readonly repositories: SqlFilterableRepositories;
  private readonly index?: ListingSearchIndex;

  constructor(
    @inject(Database) db: Database,
    @inject(ListingsService) listingsService: ListingsService,
    @inject(SearchIndexSettings) @optional() indexSettings: SearchIndexSettings = { enabled: true },
    // The container's cached ports: a search page's place and agency are read once per request, not twice.
    @inject(PlacesService) places: PlacesService,
    @inject(AccountsDirectory) accounts: AccountsDirectory,
    @inject(ExchangeRatesReader) @optional() rates: ExchangeRatesReader = new ExchangeRatesReader(db),
  ) {
    this.store = new SqlSearchStore(db);
    this.resolver = new SqlSearchResolver(db, { rates, places, accounts });
    const sqlEngine = new SqlListingSearch(db);
    if (indexSettings.enabled) {
      const index = new ListingSearchIndex(db, { refreshMs: indexSettings.refreshMs, log: indexSettings.log });
      this.index = index;
      void index
        .start()
        .catch((error) =>
          indexSettings.log?.(`search index failed to load, searching with SQL: ${(error as Error).message}`),
        );
    }
    const indexEngine = this.index ? new IndexListingSearch(() => this.index!.store) : undefined;
    // Until the index has loaded (and whenever it reloads), SQL answers.
    const engine = () => (indexEngine && this.index?.ready ? indexEngine : sqlEngine);
    this.runner = new SqlSearchRunner(db, listingsService, engine);
    this.map = new SqlMapSearch(engine, this.runner);
    this.repositories = new SqlFilterableRepositories(db);
  }

  /** Tests and benches: resolves once the in-memory index answers (at once when it is off). */
  async whenIndexReady(): Promise<void> {
    await this.index?.start();
  }

  /** Tests: replays the listings change log into the index now rather than at the next tick. */
  async refreshIndex(): Promise<void> {
    await this.index?.refresh();
  }

  async createSearch(
    draft: SearchDraft,
    execution: SearchExecution,
    caller: SearchCaller,
  ): Promise<Result<SearchResult, DomainError>> {
    const prepared = await this.prepare(draft, execution, caller);
    if (!prepared.ok) return prepared;
    const { resolved, sorting, paging } = prepared.value;
    if (draft.saved && !maySave(caller)) return err(errors.loginRequired());
    const now = new Date();
    const row: NewSearchRow = {
      ...this.describe(resolved, caller),
      sort: execution.sort ?? null,
      title: draft.title ?? null,
      saved: draft.saved ?? false,
      notifications: draft.notifications ?? [],
      portalId: draft.portalId ?? caller.portal.id,
      saveSearchOrigin: draft.saveSearchOrigin ?? null,
      createdByProfileId: caller.profileId ?? null,
      shareKey: randomBytes(18).toString('base64url'),
      // A new search has no previous run: nothing is unread or changed since.
      lastExecutionDate: execution.mode === 'NoExecute' ? null : now,
      creationDate: now,
      updatedAt: now,
    };
    const store = isSearchStored({
      saveInDb: execution.saveInDb,
      isCrawler: caller.isCrawler,
      profileId: caller.profileId,
      filters: resolved.filters,
    });
    const [outcome, stored] = await Promise.all([
      execution.mode === 'NoExecute'
        ? EMPTY_RUN('NoExecute')
        : this.runner.run(resolved, execution, paging, sorting, caller),
      store ? this.store.insert(row) : undefined,
    ]);
    return ok({ search: stored ? toSavedSearch(stored, true) : unstored(row), ...outcome });
  }

  async searchMap(
    draft: SearchDraft,
    execution: MapExecution,
    caller: SearchCaller,
  ): Promise<Result<MapSearchResult, DomainError>> {
    const prepared = await this.prepare(draft, { sort: execution.sort, count: 0 }, caller);
    if (!prepared.ok) return prepared;
    const { resolved, sorting } = prepared.value;
    const sides = await this.map.run(
      resolved,
      execution,
      sorting,
      caller,
      Math.min(execution.count ?? MAP_RESULT_COUNT, MAP_RESULT_COUNT),
    );
    const row = {
      ...this.describe(resolved, caller),
      portalId: draft.portalId ?? caller.portal.id,
      creationDate: new Date(),
      updatedAt: new Date(),
    };
    return ok({ search: unstored(row), ...sides });
  }

  async getSearch(
    id: number | string,
    execution: SearchExecution,
    caller: SearchCaller,
  ): Promise<Result<SearchResult, DomainError>> {
    const reference = parseSearchReference(id);
    if (!reference.ok) return reference;
    const found = await this.load(reference.value.id);
    if (!found.ok) return found;
    // Its owner's, or an unsaved one whose share reference the caller holds; to anyone else it does not exist.
    const { shareKey } = reference.value;
    const reader = {
      ownProfileIds: ownProfiles(caller),
      authState: caller.authState,
      holdsShareKey: shareKey !== undefined && found.value.shareKey !== null && sameKey(shareKey, found.value.shareKey),
    };
    if (!canReadSearch(found.value, reader)) return err(errors.searchNotFound(found.value.id));
    return this.rerun(found.value, execution, caller);
  }

  async patchSearch(
    id: number | string,
    patch: Partial<SearchDraft>,
    execution: SearchExecution,
    caller: SearchCaller,
  ): Promise<Result<SearchResult, DomainError>> {
    const found = await this.owned(id, caller);
    if (!found.ok) return found;
    const row = found.value;
    if (patch.saved && !maySave(caller)) return err(errors.loginRequired());
    const checked = validateSearchDraft(patch, await this.rules(caller));
    if (!checked.ok) return checked;
    const changes: Partial<NewSearchRow> = {};
    if (searchNeedsPatch({ filters: row.filters, currencyId: row.currencyId }, patch)) {
      const resolved = await this.resolver.resolve(
        normalised(patch.filters ?? row.filters),
        patch.currencyId ?? row.currencyId,
        caller,
      );
      if (!resolved.ok) return resolved;
      Object.assign(changes, this.describe(resolved.value, caller));
    }
    if (patch.title !== undefined && patch.title !== row.title) changes.title = patch.title;
    if (patch.saved !== undefined && patch.saved !== row.saved) changes.saved = patch.saved;
    if (patch.notifications !== undefined && !sameList(patch.notifications ?? [], row.notifications))
      changes.notifications = patch.notifications ?? [];
    if (patch.saveSearchOrigin !== undefined && patch.saveSearchOrigin !== row.saveSearchOrigin)
      changes.saveSearchOrigin = patch.saveSearchOrigin;
    if (!row.createdByProfileId && caller.profileId) changes.createdByProfileId = caller.profileId;
    const current =
      Object.keys(changes).length > 0 ? await this.store.update(row.id, { ...changes, updatedAt: new Date() }) : row;
    return this.rerun(current, execution, caller);
  }

  async archiveSearch(id: number | string, caller: SearchCaller): Promise<Result<SavedSearch, DomainError>> {
    const found = await this.owned(id, caller);
    if (!found.ok) return found;
    const row = await this.store.update(found.value.id, { isArchived: true, saved: false, updatedAt: new Date() });
    return ok(toSavedSearch(row, true));
  }

  async listSearches(query: ListSearchesQuery, caller: SearchCaller): Promise<Result<SearchesPage, DomainError>> {
    const profiles = ownProfiles(caller);
    if (profiles.length === 0 || (query.saved && !hasSavedSearchAccess(caller.authState)))
      return err(errors.searchesNotFound());
    const { rows, total } = await this.store.listByProfiles(profiles, {
      saved: query.saved ?? false,
      sort: query.sort ?? '-lastExecutionDate',
      count: query.mode === 'shallow' ? Math.min(query.count ?? 1, 1) : Math.min(Math.max(query.count ?? 5, 0), 100),
      skip: Math.max(query.skip ?? 0, 0),
    });
    return ok({ searches: rows.map((r) => toSavedSearch(r, true)), total });
  }

  async getLuxuryPriceRange(
    countryISO: string,
    currencyId: string,
    transactionType: TransactionType = 'Sell',
  ): Promise<Result<LuxuryPriceRange, DomainError>> {
    const range = await this.resolver.luxuryRange(countryISO, currencyId, transactionType);
    return range ? ok(range) : err(errors.luxuryRangeNotFound(countryISO, currencyId));
  }

  async getFilterableRepositories(): Promise<Result<FilterableRepository[], DomainError>> {
    return ok(await this.repositories.get());
  }

  /** Validates a body and its paging, then looks up what its filters name. */
  private async prepare(draft: SearchDraft, execution: SearchExecution, caller: SearchCaller) {
    const sorting: Sorting = execution.sort ?? caller.portal.defaultSort;
    const checked = validateSearchDraft(draft, await this.rules(caller), sorting);
    if (!checked.ok) return checked;
    const paging = searchPaging(execution, {
      pageSize: caller.portal.pageSize,
      maxCount: MAP_RESULT_COUNT,
      maxSkip: caller.portal.maxSkip,
    });
    if (!paging.ok) return paging;
    const resolved = await this.resolver.resolve(
      normalised(draft.filters ?? {}),
      draft.currencyId ?? caller.portal.defaultCurrency,
      caller,
    );
    if (!resolved.ok) return resolved;
    return ok({ resolved: resolved.value, sorting, paging: paging.value });
  }

  /** Runs a stored search again; the run moves its counters and last execution date on, unless told not to. */
  private async rerun(
    row: SearchRow,
    execution: SearchExecution,
    caller: SearchCaller,
  ): Promise<Result<SearchResult, DomainError>> {
    const ownerView = Boolean(row.createdByProfileId && ownProfiles(caller).includes(row.createdByProfileId));
    if (execution.mode === 'NoExecute') return ok({ search: toSavedSearch(row, ownerView), ...EMPTY_RUN('NoExecute') });
    const sorting = execution.sort ?? (row.sort as Sorting | null) ?? caller.portal.defaultSort;
    if (!caller.portal.sortings.includes(sorting)) return err(searchErrors.paramNotValid('sort', 'SORT_NOT_ALLOWED'));
    const paging = searchPaging(execution, {
      pageSize: caller.portal.pageSize,
      maxCount: MAP_RESULT_COUNT,
      maxSkip: caller.portal.maxSkip,
    });
    if (!paging.ok) return paging;
    const resolved = await this.resolver.resolve(row.filters, row.currencyId, caller);
    if (!resolved.ok) return resolved;
    const outcome = await this.runner.run(
      resolved.value,
      execution,
      paging.value,
      sorting,
      caller,
      row.lastExecutionDate ?? undefined,
    );
    // Only the owner's run moves the counters and the last execution date on: a link holder's read changes nothing.
    const current =
      !ownerView || execution.updateLastExecutionDate === false
        ? row
        : await this.store.update(row.id, { ...counters(outcome), lastExecutionDate: new Date() });
    return ok({ search: toSavedSearch(current, ownerView), ...outcome });
  }

  private async load(id: number | string): Promise<Result<SearchRow, DomainError>> {
    const parsed = parseSearchId(id);
    if (!parsed.ok) return parsed;
    const row = await this.store.find(parsed.value);
    return row && !row.isArchived ? ok(row) : err(errors.searchNotFound(parsed.value));
  }

  /** Document 001 §4: renaming or deleting requires ownership; a search nobody owns is claimed by the first profile to change it. */
  private async owned(id: number | string, caller: SearchCaller): Promise<Result<SearchRow, DomainError>> {
    const found = await this.load(id);
    if (!found.ok) return found;
    const owner = found.value.createdByProfileId;
    return owner && !ownProfiles(caller).includes(owner) ? err(errors.notOwner(found.value.id)) : found;
  }

  private async rules(caller: SearchCaller) {
    const rates = await this.resolver.rates();
    return { sortings: caller.portal.sortings, currencies: Object.keys(rates.rates) };
  }

  /** The columns a search's filters decide: place, mode, nearby area, titles. */
  private describe(resolved: ResolvedSearch, caller: SearchCaller) {
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
}

const ownProfiles = (caller: SearchCaller): readonly string[] =>
  caller.ownProfileIds ?? (caller.profileId ? [caller.profileId] : []);

/** Document 001 §4: "Saving a search requires guest identified or better". */
const maySave = (caller: SearchCaller): boolean => Boolean(caller.profileId) && canSaveSearch(caller.authState);

const normalised = (filters: SearchDraft['filters']) => normaliseSearch({ filters, params: {} }).filters;

const counters = (run: RunOutcome) => ({
  unreadTotal: run.unreadTotal,
  priceDropsTotal: run.priceDropsTotal,
  priceIncreasesTotal: run.priceIncreasesTotal,
});

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** A search that was run without being stored: as it would be stored, without an id. */
function unstored(row: Omit<NewSearchRow, 'id'>): SavedSearch {
  const { id: _, ...search } = toSavedSearch(
    {
      id: 0,
      sort: null,
      title: null,
      saved: false,
      notifications: [],
      saveSearchOrigin: null,
      createdByProfileId: null,
      placeId: null,
      locationMode: null,
      nearbyArea: null,
      unreadTotal: 0,
      priceDropsTotal: 0,
      priceIncreasesTotal: 0,
      isArchived: false,
      lastExecutionDate: null,
      ...row,
      shareKey: null,
    } as SearchRow,
    true,
  );
  return search;
}

function sameKey(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
