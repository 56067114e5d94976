import { type SQL, sql } from 'drizzle-orm';
import { facetScope } from '#domain/search/facets/facetScope';
import type { FacetSpec, FacetValue } from '#domain/search/facets/FacetSpec';
import { roundCoordinate } from '#domain/places/geometry/roundCoordinate';
import type { SearchCriteria } from '#domain/search/query/SearchCriteria';
import type { Database } from '#infrastructure/db/DatabaseToken';
import {
  allOf,
  criteriaWhere,
  filterConditions,
  hasLocation,
  inPlaceSql,
  locationConditions,
  locationIsItsOnlyCountry,
  nearbyRingSql,
  shownOnceSql,
} from './criteriaSql';
import { type FacetContext, type FacetRow, facetKey, facetQuery } from './facetSql';
import { inViewportSql } from './geoSql';
import {
  gridCell,
  type ListingHit,
  type ListingSearchAnswer,
  type ListingSearchEngine,
  type ListingSearchRequest,
  type MapRequest,
  type MapSideAnswer,
} from './ListingSearchEngine';
import { orderBySql } from './sortSql';

/**
 * Runs a search on the listings table: one counting scan (total, nearby, unread, price changes
 * through FILTER clauses), one page query, one GROUP BY per facet (over the search without the
 * facet's own filter), all at once (a PostgreSQL
 * server runs them on separate connections; PGlite one after another).
 */
export class SqlListingSearch implements ListingSearchEngine {
  constructor(private readonly db: Database) {}

  async run(request: ListingSearchRequest): Promise<ListingSearchAnswer> {
    const { criteria } = request;
    const ring = criteria.place ? nearbyRingSql(criteria.place) : undefined;
    const main = insideWhere(criteria);
    // Without a nearby ring the counts scan the search's own listings: facets that count those too
    // (no filter of their own set, a key per listing) are grouped in that same scan.
    const together = ring
      ? []
      : request.facets.filter((spec) => !facetScope(criteria, spec.name) && facetKey(spec, request.facetContext));
    const apart = request.facets.filter((spec) => !together.includes(spec));
    const [counts, hits, ...facetValues] = await Promise.all([
      together.length > 0
        ? this.countsWithFacets(criteria, together, request.facetContext, request.since)
        : this.counts(criteria, ring, request.since).then((totals) => ({
            totals,
            facets: new Map<FacetSpec, FacetValue[]>(),
          })),
      request.paging && request.paging.count > 0 ? this.page(request, ring) : Promise.resolve([]),
      ...apart.map((spec) => {
        // Disjunctive: a facet counts the search without its own filter group (domain/search/facets/facetScope).
        const scope = facetScope(criteria, spec.name);
        return this.facet(spec, scope ? insideWhere(scope) : main, request.facetContext);
      }),
    ]);
    const facets = new Map(counts.facets);
    apart.forEach((spec, i) => facets.set(spec, facetValues[i]));
    return { ...counts.totals, hits, facets: new Map(request.facets.map((spec) => [spec, facets.get(spec) ?? []])) };
  }

  /**
   * The counts of a search without a nearby ring and the facets `specs` in one scan: grouping sets
   * over each facet's key, the empty set giving the totals. A key's null group is no facet value.
   */
  private async countsWithFacets(
    criteria: SearchCriteria,
    specs: readonly FacetSpec[],
    ctx: FacetContext,
    since: Date | undefined,
  ) {
    const keyed = specs.map((spec) => facetKey(spec, ctx)!);
    const keys = keyed.map((_, i) => sql.raw(`k${i}`));
    const sinceIso = since?.toISOString();
    const changed = (type: 'Drop' | 'Increase') =>
      sinceIso
        ? sql`count(*) filter (where s.price_last_change_type = ${type} and s.price_last_change_date > ${sinceIso}::timestamptz)::int`
        : sql`0`;
    const rows = await this.rows<Record<string, unknown>>(sql`select
        count(*)::int as total,
        ${sinceIso ? sql`count(*) filter (where s.created_at > ${sinceIso}::timestamptz)::int` : sql`0`} as unread,
        ${changed('Drop')} as drops,
        ${changed('Increase')} as increases,
        ${sql.join(
          keys.map((k) => sql`${k}, grouping(${k}) as g_${k}`),
          sql`, `,
        )}
      from (select l.created_at, l.price_last_change_type, l.price_last_change_date,
          ${sql.join(
            keyed.map((f, i) => sql`${f.key} as ${keys[i]}`),
            sql`, `,
          )}
        from search_listings l where ${criteriaWhere(criteria)}) s
      group by grouping sets ((), ${sql.join(
        keys.map((k) => sql`(${k})`),
        sql`, `,
      )})`);
    const grouped = (i: number) => (row: Record<string, unknown>) =>
      keys.every((_, j) => Number(row[`g_k${j}`]) === (j === i ? 0 : 1));
    const totals = rows.find((row) => keys.every((_, j) => Number(row[`g_k${j}`]) === 1)) ?? {};
    return {
      totals: {
        total: Number(totals.total ?? 0),
        nearbyTotal: 0,
        unreadTotal: Number(totals.unread ?? 0),
        priceDropsTotal: Number(totals.drops ?? 0),
        priceIncreasesTotal: Number(totals.increases ?? 0),
      },
      facets: new Map(
        specs.map((spec, i) => [
          spec,
          keyed[i].read(
            rows
              .filter(grouped(i))
              .filter((row) => row[`k${i}`] !== null)
              .map((row) => ({ value: row[`k${i}`], count: row.total })),
          ),
        ]),
      ),
    };
  }

  private async counts(criteria: SearchCriteria, ring: SQL | undefined, since: Date | undefined) {
    const inMain = ring && criteria.place ? inPlaceSql(criteria.place) : sql`true`;
    const sinceIso = since?.toISOString();
    const changed = (type: 'Drop' | 'Increase') =>
      sinceIso
        ? sql`count(*) filter (where ${inMain} and l.price_last_change_type = ${type} and l.price_last_change_date > ${sinceIso}::timestamptz)::int`
        : sql`0`;
    const rows = await this.rows<Record<string, unknown>>(sql`select
        ${ring ? sql`count(*) filter (where ${inMain})::int` : sql`count(*)::int`} as total,
        ${ring ? sql`count(*) filter (where not (${inMain}))::int` : sql`0`} as nearby,
        ${sinceIso ? sql`count(*) filter (where ${inMain} and l.created_at > ${sinceIso}::timestamptz)::int` : sql`0`} as unread,
        ${changed('Drop')} as drops,
        ${changed('Increase')} as increases
      from search_listings l where ${criteriaWhere(criteria, true)}`);
    const row = rows[0] ?? {};
    return {
      total: Number(row.total ?? 0),
      nearbyTotal: Number(row.nearby ?? 0),
      unreadTotal: Number(row.unread ?? 0),
      priceDropsTotal: Number(row.drops ?? 0),
      priceIncreasesTotal: Number(row.increases ?? 0),
    };
  }

  private async page(request: ListingSearchRequest, ring: SQL | undefined): Promise<ListingHit[]> {
    const { criteria, paging } = request;
    const nearbyFlag = ring && criteria.place ? sql`(not (${inPlaceSql(criteria.place)}))` : undefined;
    const since = request.since?.toISOString();
    const rows = await this.rows<{ id: unknown; is_nearby: unknown; is_unread: unknown }>(sql`select l.id,
        ${nearbyFlag ?? sql`false`} as is_nearby,
        ${since ? sql`l.created_at > ${since}::timestamptz` : sql`false`} as is_unread
      from search_listings l where ${criteriaWhere(criteria, true)}
      order by ${orderBySql(request.sorting, criteria, nearbyFlag)}
      limit ${paging!.count} offset ${paging!.skip}`);
    return rows.map((r) => ({ id: Number(r.id), isNearby: r.is_nearby === true, isUnread: r.is_unread === true }));
  }

  /** Inside the search and outside it (its filters, not its location) on the visible map. */
  async map(request: MapRequest): Promise<{ inside: MapSideAnswer; outside: MapSideAnswer }> {
    const { criteria } = request;
    const visible = request.viewport ? [inViewportSql(request.viewport)] : [];
    const location = locationConditions(criteria);
    const inside = shownOnceSql(allOf([...filterConditions(criteria), ...location, ...visible]));
    const outside =
      hasLocation(criteria) && location.length > 0 && request.viewport && !locationIsItsOnlyCountry(criteria)
        ? shownOnceSql(allOf([...filterConditions(criteria), sql`not (${allOf(location)})`, ...visible]))
        : undefined;
    const order = orderBySql(request.sorting, criteria);
    const [insideSide, outsideSide] = await Promise.all([
      this.mapSide(inside, order, request),
      outside ? this.mapSide(outside, order, request) : Promise.resolve({ points: [], total: 0 }),
    ]);
    return { inside: insideSide, outside: outsideSide };
  }

  private async mapSide(where: SQL, order: SQL, request: MapRequest): Promise<MapSideAnswer> {
    // One more than the limit tells "few enough for markers" from "clusters" without counting twice;
    // unordered, it stops at that many. Markers are then read in the search's order.
    const probe = await this.rows<{ id: unknown }>(sql`
      select l.id from search_listings l where ${where} limit ${request.count + 1}`);
    if (probe.length <= request.count) {
      const points =
        probe.length === 0
          ? []
          : await this.rows<{ id: unknown; lat: unknown; lng: unknown }>(sql`
      select l.id, l.latitude as lat, l.longitude as lng from search_listings l
      where l.id = any(${sql.param(probe.map((p) => Number(p.id)))}::int[]) order by ${order}`);
      return {
        points: points.map((p) => ({ id: Number(p.id), lat: Number(p.lat), lng: Number(p.lng) })),
        total: points.length,
      };
    }
    const cell = gridCell(request.zoom);
    const clusters = await this.db.transaction(async (tx) => {
      // The planner has no statistics on the cells, so it expects about one per listing, and the
      // shownOnce subplan's cost makes sorting them and hashing them cost the same to it: it sorts
      // (a country's 100,000 listings, on disk). Hashing into the few hundred cells of a map is
      // the faster (a country's map at a million listings, load 6: 74 to 93 ms against
      // 92 to 350 ms sorted).
      await tx.execute(sql`set local enable_sort = off`);
      return rowsOf<{ id: unknown; count: unknown; lat: unknown; lng: unknown }>(
        await tx.execute(sql`
      select min(l.id) as id, count(*)::int as count, avg(l.latitude) as lat, avg(l.longitude) as lng
      from search_listings l where ${where}
      group by floor(l.latitude / ${cell}), floor(l.longitude / ${cell})`),
      );
    });
    const mapped = clusters.map((c) => ({
      id: Number(c.id),
      count: Number(c.count),
      lat: roundCoordinate(Number(c.lat)),
      lng: roundCoordinate(Number(c.lng)),
    }));
    return { clusters: mapped, total: mapped.reduce((sum, c) => sum + c.count, 0) };
  }

  private async facet(spec: FacetSpec, where: SQL, ctx: FacetContext): Promise<FacetValue[]> {
    const { query, read } = facetQuery(spec, where, ctx);
    return read(await this.rows<FacetRow>(query));
  }

  private async rows<T>(query: SQL): Promise<T[]> {
    return rowsOf<T>(await this.db.execute(query));
  }
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * What facets count: the listings a search finds in its place. With a nearby ring, each property
 * is shown once over the place and the ring together (criteriaWhere), so the ring is searched too
 * and its listings then left out: a copy inside the place whose first listing stands in the ring
 * is counted neither here nor in the total.
 */
function insideWhere(criteria: SearchCriteria): SQL {
  return criteria.place?.nearby
    ? sql`${criteriaWhere(criteria, true)} and ${inPlaceSql(criteria.place)}`
    : criteriaWhere(criteria);
}
