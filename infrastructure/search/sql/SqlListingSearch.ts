import { type SQL, sql } from 'drizzle-orm';
import type { Sorting } from '../../../domain/portal/Portal';
import type { FacetSpec, FacetValue } from '../../../domain/search/facets/FacetSpec';
import type { Paging } from '../../../domain/search/paging/searchPaging';
import type { SearchCriteria } from '../../../domain/search/query/SearchCriteria';
import type { Database } from '../../db/DatabaseToken';
import { criteriaWhere, inPlaceSql, nearbyRingSql } from './criteriaSql';
import { type FacetContext, type FacetRow, facetQuery } from './facetSql';
import { orderBySql } from './sortSql';

export interface ListingSearchRequest {
  criteria: SearchCriteria;
  sorting: Sorting;
  /** Undefined: counts and facets only (mode NoListings). */
  paging?: Paging;
  facets: readonly FacetSpec[];
  facetContext: FacetContext;
  /** The previous run: listings newer than it are unread, price changes after it counted. */
  since?: Date;
}

export interface ListingHit {
  id: number;
  isNearby: boolean;
  isUnread: boolean;
}

export interface ListingSearchAnswer {
  hits: ListingHit[];
  total: number;
  nearbyTotal: number;
  unreadTotal: number;
  priceDropsTotal: number;
  priceIncreasesTotal: number;
  facets: Map<FacetSpec, FacetValue[]>;
}

/**
 * Runs a search on the listings table: one counting scan (total, nearby, unread, price changes
 * through FILTER clauses), one page query, one GROUP BY per facet, all at once (a PostgreSQL
 * server runs them on separate connections; PGlite one after another).
 */
export class SqlListingSearch {
  constructor(private readonly db: Database) {}

  async run(request: ListingSearchRequest): Promise<ListingSearchAnswer> {
    const { criteria } = request;
    const ring = criteria.place ? nearbyRingSql(criteria.place) : undefined;
    const main = criteriaWhere(criteria);
    const [counts, hits, ...facetValues] = await Promise.all([
      this.counts(criteria, ring, request.since),
      request.paging && request.paging.count > 0 ? this.page(request, ring) : Promise.resolve([]),
      ...request.facets.map((spec) => this.facet(spec, main, request.facetContext)),
    ]);
    return { ...counts, hits, facets: new Map(request.facets.map((spec, i) => [spec, facetValues[i]])) };
  }

  private async counts(criteria: SearchCriteria, ring: SQL | undefined, since: Date | undefined) {
    const inMain = ring && criteria.place ? inPlaceSql(criteria.place) : sql`true`;
    const sinceIso = since?.toISOString();
    const changed = (type: 'Drop' | 'Increase') => (sinceIso
      ? sql`count(*) filter (where ${inMain} and l.price_last_change_type = ${type} and l.price_last_change_date > ${sinceIso}::timestamptz)::int`
      : sql`0`);
    const rows = await this.rows<Record<string, unknown>>(sql`select
        ${ring ? sql`count(*) filter (where ${inMain})::int` : sql`count(*)::int`} as total,
        ${ring ? sql`count(*) filter (where not (${inMain}))::int` : sql`0`} as nearby,
        ${sinceIso ? sql`count(*) filter (where ${inMain} and l.created_at > ${sinceIso}::timestamptz)::int` : sql`0`} as unread,
        ${changed('Drop')} as drops,
        ${changed('Increase')} as increases
      from listings l where ${criteriaWhere(criteria, true)}`);
    const row = rows[0] ?? {};
    return {
      total: Number(row.total ?? 0), nearbyTotal: Number(row.nearby ?? 0), unreadTotal: Number(row.unread ?? 0),
      priceDropsTotal: Number(row.drops ?? 0), priceIncreasesTotal: Number(row.increases ?? 0),
    };
  }

  private async page(request: ListingSearchRequest, ring: SQL | undefined): Promise<ListingHit[]> {
    const { criteria, paging } = request;
    const nearbyFlag = ring && criteria.place ? sql`(not (${inPlaceSql(criteria.place)}))` : undefined;
    const since = request.since?.toISOString();
    const rows = await this.rows<{ id: unknown; is_nearby: unknown; is_unread: unknown }>(sql`select l.id,
        ${nearbyFlag ?? sql`false`} as is_nearby,
        ${since ? sql`l.created_at > ${since}::timestamptz` : sql`false`} as is_unread
      from listings l where ${criteriaWhere(criteria, true)}
      order by ${orderBySql(request.sorting, criteria, nearbyFlag)}
      limit ${paging!.count} offset ${paging!.skip}`);
    return rows.map((r) => ({ id: Number(r.id), isNearby: r.is_nearby === true, isUnread: r.is_unread === true }));
  }

  private async facet(spec: FacetSpec, where: SQL, ctx: FacetContext): Promise<FacetValue[]> {
    const { query, read } = facetQuery(spec, where, ctx);
    return read(await this.rows<FacetRow>(query));
  }

  private async rows<T>(query: SQL): Promise<T[]> {
    const result = await this.db.execute(query);
    return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
  }
}
