import { inArray, sql } from 'drizzle-orm';
import type { ListingsService } from '#application/listings/ports';
import type { SearchCaller, SearchExecution } from '#application/search/ports';
import type { Sorting } from '#domain/portal/Portal';
import { defaultFacetInterval } from '#domain/search/facets/defaultFacetInterval';
import { shapeFacet } from '#domain/search/facets/shapeFacet';
import { pageCount, type Paging, totalRetrievable } from '#domain/search/paging/searchPaging';
import { searchEndInfo } from '#domain/search/results/searchEndInfo';
import type { SearchListing, SearchProject, SearchResult } from '#domain/search/results/SearchResult';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { listings, projects } from '#infrastructure/db/schema';
import type { ListingHit, ListingSearchEngine } from './ListingSearchEngine';
import type { ResolvedSearch } from '#application/search/ports';

export type RunOutcome = Omit<SearchResult, 'search'>;

/** Runs a resolved search and dresses the answer: listings from the listings service, projects, facets, end info. */
export class SqlSearchRunner {
  constructor(
    private readonly db: Database,
    private readonly listingsService: ListingsService,
    private readonly engine: () => ListingSearchEngine,
  ) {}

  async run(
    resolved: ResolvedSearch,
    execution: SearchExecution,
    paging: Paging,
    sorting: Sorting,
    caller: SearchCaller,
    since?: Date,
  ): Promise<RunOutcome> {
    const mode = execution.mode ?? 'Full';
    const withListings = mode !== 'NoListings';
    const answer = await this.engine().run({
      criteria: resolved.criteria,
      sorting,
      paging: withListings ? paging : undefined,
      facets: execution.facets ?? [],
      facetContext: {
        rate: resolved.rate,
        placeId: resolved.place?.placeId,
        defaultInterval: (name) => defaultFacetInterval(name, resolved.filters.transactionType),
      },
      since,
    });
    const found = await this.hydrate(
      answer.hits,
      resolved.currencyId,
      mode === 'Light' ? 'Light' : 'Full',
      caller.language,
    );
    // Most pages hold no project: ask for projects only when one is there.
    const projectsFound = await this.projects(
      found
        .filter((l) => l.listingClass === 'ProjectListing' || l.listingClass === 'ProjectAsListing')
        .map((l) => l.id),
    );
    const retrievable = totalRetrievable(answer.total + answer.nearbyTotal, caller.portal.maxSkip);
    return {
      searchMode: mode,
      listings: found,
      projects: projectsFound,
      total: answer.total,
      totalRetrievable: retrievable,
      nearbyTotal: answer.nearbyTotal,
      pages: pageCount(retrievable, paging.count || caller.portal.pageSize),
      facets: (execution.facets ?? []).map((spec) => shapeFacet(spec, answer.facets.get(spec) ?? [])),
      unreadTotal: answer.unreadTotal,
      priceDropsTotal: answer.priceDropsTotal,
      priceIncreasesTotal: answer.priceIncreasesTotal,
      endInfo: searchEndInfo(answer.total, resolved.filters),
    };
  }

  async hydrate(
    hits: readonly ListingHit[],
    currencyId: string,
    mode: 'Light' | 'Full',
    language: string,
  ): Promise<SearchListing[]> {
    if (hits.length === 0) return [];
    const found = await this.listingsService.getListingsByIds(
      hits.map((h) => h.id),
      { currencyId, mode, language },
    );
    const byId = new Map(found.map((l) => [l.id, l]));
    return hits.flatMap((hit) => {
      const listing = byId.get(hit.id);
      return listing ? [{ ...listing, isNearby: hit.isNearby, isUnread: hit.isUnread }] : [];
    });
  }

  /** The projects among the results, with their live units (document 001 §7 response field projects). */
  private async projects(ids: readonly number[]): Promise<SearchProject[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({
        listingId: listings.id,
        projectId: projects.id,
        name: projects.name,
        developerAccountId: projects.developerAccountId,
        currency: projects.currency,
        priceMin: projects.priceMin,
        priceMax: projects.priceMax,
        unitIds: sql<number[]>`array(select u.id from listings u where u.project_id = ${projects.id}
        and u.listing_class = 'UnitListing' and u.is_archived = false order by u.id)`,
      })
      .from(listings)
      .innerJoin(projects, sql`${projects.id} = ${listings.projectId}`)
      .where(
        sql`${inArray(listings.id, [...ids])} and ${listings.listingClass} in ('ProjectListing', 'ProjectAsListing')`,
      );
    return rows.map((r) => ({
      id: r.projectId,
      name: r.name,
      developerAccountId: r.developerAccountId,
      listingId: r.listingId,
      unitIds: (r.unitIds ?? []).map(Number),
      currencyId: r.currency,
      ...(r.priceMin !== null ? { priceMin: r.priceMin } : {}),
      ...(r.priceMax !== null ? { priceMax: r.priceMax } : {}),
    }));
  }
}
