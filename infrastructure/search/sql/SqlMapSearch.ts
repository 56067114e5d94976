import { type SQL, sql } from 'drizzle-orm';
import type { MapExecution, SearchCaller } from '../../../application/search/ports';
import type { Viewport } from '../../../domain/places/Place';
import { boundingBox } from '../../../domain/places/geometry/boundingBox';
import { clampZoom } from '../../../domain/places/geometry/clampZoom';
import { normaliseViewport } from '../../../domain/places/geometry/normaliseViewport';
import { roundCoordinate } from '../../../domain/places/geometry/roundCoordinate';
import type { Sorting } from '../../../domain/portal/Portal';
import type { MapCluster, MapSearchResult, MapSide } from '../../../domain/search/results/SearchResult';
import type { Database } from '../../db/DatabaseToken';
import { allOf, filterConditions, hasLocation, locationConditions } from './criteriaSql';
import { inViewportSql } from './geoSql';
import type { SqlSearchRunner } from './SqlSearchRunner';
import type { ResolvedSearch } from './SqlSearchResolver';
import { orderBySql } from './sortSql';

/** Document 001 §9: "map result count 1000 (configured)": above it a side of the map gets clusters only. */
export const MAP_RESULT_COUNT = 1000;
/** Grid cells per 256-pixel tile: clusters about 64 pixels apart whatever the zoom. */
const CELLS_PER_TILE = 4;

/**
 * POST /searches/map (document 001 §3 Map state): inside the search and outside it on the
 * visible map. A side of up to `count` listings comes back whole, each listing its own marker;
 * a bigger one as clusters of a grid sized for the zoom, counted in SQL so a million listings
 * never leave the database.
 */
export class SqlMapSearch {
  constructor(private readonly db: Database, private readonly runner: SqlSearchRunner) {}

  async run(resolved: ResolvedSearch, execution: MapExecution, sorting: Sorting, caller: SearchCaller, count: number): Promise<Omit<MapSearchResult, 'search'>> {
    const { criteria } = resolved;
    const zoom = clampZoom(execution.zoom);
    const viewport = execution.viewport ? normaliseViewport(execution.viewport) : defaultViewport(resolved);
    const visible = viewport ? [inViewportSql(viewport)] : [];
    const inside = allOf([...filterConditions(criteria), ...locationConditions(criteria), ...visible]);
    const location = locationConditions(criteria);
    const outside = hasLocation(criteria) && location.length > 0
      ? allOf([...filterConditions(criteria), sql`not (${allOf(location)})`, ...visible])
      : undefined;
    const order = orderBySql(sorting, criteria);
    const [insideSide, outsideSide] = await Promise.all([
      this.side(inside, order, zoom, count, resolved, caller),
      outside && viewport ? this.side(outside, order, zoom, count, resolved, caller) : Promise.resolve({ listings: [], facets: [], total: 0 }),
    ]);
    return { inside: insideSide, outside: outsideSide };
  }

  private async side(where: SQL, order: SQL, zoom: number, count: number, resolved: ResolvedSearch, caller: SearchCaller): Promise<MapSide> {
    // One more than the limit tells "small enough for markers" from "clusters" without counting everything twice.
    const points = await this.rows<{ id: unknown; lat: unknown; lng: unknown }>(sql`
      select l.id, l.latitude as lat, l.longitude as lng from listings l where ${where} order by ${order} limit ${count + 1}`);
    if (points.length <= count) {
      const facets = points.map((p) => ({ id: Number(p.id), count: 1, lat: roundCoordinate(Number(p.lat)), lng: roundCoordinate(Number(p.lng)) }));
      const listings = await this.runner.hydrate(facets.map((f) => ({ id: f.id, isNearby: false, isUnread: false })), resolved.currencyId, 'Light', caller.language);
      return { listings, facets, total: points.length };
    }
    const cell = 360 / 2 ** zoom / CELLS_PER_TILE;
    const clusters = await this.rows<{ id: unknown; count: unknown; lat: unknown; lng: unknown }>(sql`
      select min(l.id) as id, count(*)::int as count, avg(l.latitude) as lat, avg(l.longitude) as lng
      from listings l where ${where}
      group by floor(l.latitude / ${cell}), floor(l.longitude / ${cell})`);
    const facets: MapCluster[] = clusters.map((c) => ({ id: Number(c.id), count: Number(c.count), lat: roundCoordinate(Number(c.lat)), lng: roundCoordinate(Number(c.lng)) }));
    return { listings: [], facets, total: facets.reduce((sum, c) => sum + c.count, 0) };
  }

  private async rows<T>(query: SQL): Promise<T[]> {
    const result = await this.db.execute(query);
    return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
  }
}

/** Without a visible map: the search's own viewport, its place's, or the box around its polygons. */
function defaultViewport(resolved: ResolvedSearch): Viewport | undefined {
  const { criteria } = resolved;
  if (criteria.viewport) return criteria.viewport;
  if (criteria.place) return criteria.place.viewport;
  if (criteria.polygons) return boundingBox(criteria.polygons.flat());
  return undefined;
}
