import { inject, injectable, optional } from 'inversify';
import { AccountsDirectory } from '#application/agents';
import { ListingsService } from '#application/listings/ports';
import { PlacesService } from '#application/places';
import type {
  FilterableRepository,
  MapExecution,
  ResolvedSearch,
  SearchCaller,
  SearchEngine,
  SearchExecution,
  SearchRun,
} from '#application/search/ports';
import type { TransactionType } from '#domain/listings/Listing';
import type { Sorting } from '#domain/portal/Portal';
import type { LuxuryPriceRange } from '#domain/search/luxury/LuxuryPriceRange';
import type { Paging } from '#domain/search/paging/searchPaging';
import type { MapSearchResult } from '#domain/search/results/SearchResult';
import { searchServiceErrors as errors } from '#domain/search/saved/searchErrorsOfService';
import type { SearchFilters } from '#domain/search/SearchFilters';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { Database } from '#infrastructure/db/DatabaseToken';
import { ExchangeRatesReader } from '#infrastructure/db/exchangeRates/ExchangeRatesReader';
import { IndexListingSearch } from '../index/IndexListingSearch';
import { ListingSearchIndex } from '../index/ListingSearchIndex';
import { SearchIndexSettings } from '../index/SearchIndexSettings';
import { SqlListingSearch } from './SqlListingSearch';
import { SqlMapSearch } from './SqlMapSearch';
import { SqlFilterableRepositories } from './SqlFilterableRepositories';
import { SqlSearchResolver } from './SqlSearchResolver';
import { SqlSearchRunner } from './SqlSearchRunner';

/**
 * The search engine embedded on PostgreSQL (document 001 §7 "Searches"): listings found, counted
 * and ordered by the in-memory index (ListingSearchIndex, kept current from the listings change
 * log) once it has loaded, by SQL before that or when it is switched off. Reads only: what is
 * validated and stored is the handlers' (application/search).
 */
@injectable()
export class SqlSearchEngine implements SearchEngine {
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

  async currencies(): Promise<string[]> {
    return Object.keys((await this.resolver.rates()).rates);
  }

  resolve(
    filters: SearchFilters,
    currencyId: string,
    caller: SearchCaller,
  ): Promise<Result<ResolvedSearch, DomainError>> {
    return this.resolver.resolve(filters, currencyId, caller);
  }

  run(
    resolved: ResolvedSearch,
    execution: SearchExecution,
    paging: Paging,
    sorting: Sorting,
    caller: SearchCaller,
    since?: Date,
  ): Promise<SearchRun> {
    return this.runner.run(resolved, execution, paging, sorting, caller, since);
  }

  runMap(
    resolved: ResolvedSearch,
    execution: MapExecution,
    sorting: Sorting,
    caller: SearchCaller,
    count: number,
  ): Promise<Omit<MapSearchResult, 'search'>> {
    return this.map.run(resolved, execution, sorting, caller, count);
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
}
