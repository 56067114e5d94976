import { inject, injectable } from 'inversify';
import type {
  FilterableRepository,
  ListSearchesQuery,
  MapExecution,
  SearchCallOptions,
  SearchCaller,
  SearchExecution,
  SearchesPage,
  SearchesService,
} from '#application/search/ports';
import type { TransactionType } from '#domain/listings/Listing';
import { pathOf } from '#application/shared/svcRoute';
import { SEARCHES_ROUTES } from '#application/search/svcRoutes';
import { formatFacetSpec } from '#domain/search/facets/formatFacetSpec';
import type { LuxuryPriceRange } from '#domain/search/luxury/LuxuryPriceRange';
import type { MapSearchResult, SearchResult } from '#domain/search/results/SearchResult';
import type { SavedSearch, SearchDraft } from '#domain/search/saved/SavedSearch';
import type { DomainError } from '#domain/shared/DomainError';
import { map, type Result } from '#domain/shared/Result';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';

type Query = Record<string, string | number | undefined>;

/** `facet` may repeat, which the client's query map cannot say: it travels in the path's query string. */
function withFacets(path: string, execution: SearchExecution): string {
  const facets = execution.facets ?? [];
  if (facets.length === 0) return path;
  return `${path}?${facets.map((f) => `facet=${encodeURIComponent(formatFacetSpec(f))}`).join('&')}`;
}

const executionQuery = (e: SearchExecution): Query => ({
  count: e.count,
  skip: e.skip,
  mode: e.mode,
  sort: e.sort,
  saveInDb: e.saveInDb === undefined ? undefined : String(e.saveInDb),
  updateLastExecutionDate: e.updateLastExecutionDate === undefined ? undefined : String(e.updateLastExecutionDate),
});

/**
 * SearchesService over the seed contract (document 001 §7) at /searches. The caller travels the
 * contract's way: its token through the client, the portal as the body's portalId; the service
 * resolves the language from Accept-Language. A search's signal aborts its request (the answer
 * is then the client's 'cancelled', which the caller that aborted ignores).
 */
@injectable()
export class HttpSearchesService implements SearchesService {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  createSearch(
    draft: SearchDraft,
    execution: SearchExecution,
    caller: SearchCaller,
    options: SearchCallOptions = {},
  ): Promise<Result<SearchResult, DomainError>> {
    // Document 001 §7: "creation with saveInDb false for crawlers". The service cannot tell a crawler
    // behind the portal's server from a person, so the caller says so here, for every way in.
    const asked = caller.isCrawler ? { ...execution, saveInDb: false } : execution;
    return this.client.request<SearchResult>(
      SEARCHES_ROUTES.create.method,
      withFacets(pathOf(SEARCHES_ROUTES.create), asked),
      {
        query: executionQuery(asked),
        body: { search: { portalId: caller.portal.id, ...draft } },
        signal: options.signal,
      },
    );
  }

  searchMap(
    draft: SearchDraft,
    execution: MapExecution,
    caller: SearchCaller,
    options: SearchCallOptions = {},
  ): Promise<Result<MapSearchResult, DomainError>> {
    const v = execution.viewport;
    return this.client.request<MapSearchResult>(SEARCHES_ROUTES.map.method, pathOf(SEARCHES_ROUTES.map), {
      query: {
        zoom: execution.zoom,
        count: execution.count,
        sort: execution.sort,
        neLat: v?.northeast.lat,
        neLng: v?.northeast.lng,
        swLat: v?.southwest.lat,
        swLng: v?.southwest.lng,
      },
      body: { search: { portalId: caller.portal.id, ...draft } },
      signal: options.signal,
    });
  }

  getSearch(id: number | string, execution: SearchExecution): Promise<Result<SearchResult, DomainError>> {
    return this.client.request<SearchResult>(
      SEARCHES_ROUTES.one.method,
      withFacets(pathOf(SEARCHES_ROUTES.one, { id }), execution),
      {
        query: executionQuery(execution),
      },
    );
  }

  patchSearch(
    id: number | string,
    patch: Partial<SearchDraft>,
    execution: SearchExecution,
    caller: SearchCaller,
  ): Promise<Result<SearchResult, DomainError>> {
    return this.client.request<SearchResult>(
      SEARCHES_ROUTES.patch.method,
      withFacets(pathOf(SEARCHES_ROUTES.patch, { id }), execution),
      {
        query: executionQuery(execution),
        body: { search: { portalId: caller.portal.id, ...patch } },
      },
    );
  }

  async archiveSearch(id: number | string): Promise<Result<SavedSearch, DomainError>> {
    const result = await this.client.request<{ search: SavedSearch }>(
      SEARCHES_ROUTES.archive.method,
      pathOf(SEARCHES_ROUTES.archive, { id }),
    );
    return map(result, (body) => body.search);
  }

  listSearches(query: ListSearchesQuery): Promise<Result<SearchesPage, DomainError>> {
    return this.client.request<SearchesPage>(SEARCHES_ROUTES.list.method, pathOf(SEARCHES_ROUTES.list), {
      query: {
        saved: query.saved === undefined ? undefined : String(query.saved),
        sort: query.sort,
        count: query.count,
        skip: query.skip,
        mode: query.mode,
      },
    });
  }

  async getLuxuryPriceRange(
    countryISO: string,
    currencyId: string,
    transactionType?: TransactionType,
  ): Promise<Result<LuxuryPriceRange, DomainError>> {
    const result = await this.client.request<{ luxuryPriceRange: LuxuryPriceRange }>(
      SEARCHES_ROUTES.luxuryPriceRange.method,
      pathOf(SEARCHES_ROUTES.luxuryPriceRange),
      {
        query: { countryISO, currencyId, transactionType },
      },
    );
    return map(result, (body) => body.luxuryPriceRange);
  }

  async getFilterableRepositories(): Promise<Result<FilterableRepository[], DomainError>> {
    const result = await this.client.request<{ repositories: FilterableRepository[] }>(
      SEARCHES_ROUTES.filterableRepositories.method,
      pathOf(SEARCHES_ROUTES.filterableRepositories),
    );
    return map(result, (body) => body.repositories);
  }
}
