import type { MapExecution, SearchCaller } from '#application/search/ports';
import type { Viewport } from '#domain/places/Place';
import { boundingBox } from '#domain/places/geometry/boundingBox';
import { clampZoom } from '#domain/places/geometry/clampZoom';
import { normaliseViewport } from '#domain/places/geometry/normaliseViewport';
import { roundCoordinate } from '#domain/places/geometry/roundCoordinate';
import type { Sorting } from '#domain/portal/Portal';
import type { MapSearchResult, MapSide } from '#domain/search/results/SearchResult';
import type { ListingSearchEngine, MapSideAnswer } from './ListingSearchEngine';
import type { SqlSearchRunner } from './SqlSearchRunner';
import type { ResolvedSearch } from '#application/search/ports';

/** Document 001 §9: "map result count 1000 (configured)": above it a side of the map gets clusters only. */
export const MAP_RESULT_COUNT = 1000;

/**
 * POST /searches/map (document 001 §3 Map state): inside the search and outside it on the
 * visible map. A side of up to `count` listings comes back whole, each listing its own marker
 * (a cluster of one); a bigger one as clusters of a grid sized for the zoom (3 to 20).
 */
export class SqlMapSearch {
  constructor(
    private readonly engine: () => ListingSearchEngine,
    private readonly runner: SqlSearchRunner,
  ) {}

  async run(
    resolved: ResolvedSearch,
    execution: MapExecution,
    sorting: Sorting,
    caller: SearchCaller,
    count: number,
  ): Promise<Omit<MapSearchResult, 'search'>> {
    const viewport = execution.viewport ? normaliseViewport(execution.viewport) : defaultViewport(resolved);
    const answer = await this.engine().map({
      criteria: resolved.criteria,
      sorting,
      viewport,
      zoom: clampZoom(execution.zoom),
      count,
    });
    const [inside, outside] = await Promise.all([
      this.side(answer.inside, resolved, caller),
      this.side(answer.outside, resolved, caller),
    ]);
    return { inside, outside };
  }

  private async side(answer: MapSideAnswer, resolved: ResolvedSearch, caller: SearchCaller): Promise<MapSide> {
    if (!answer.points) return { listings: [], facets: answer.clusters ?? [], total: answer.total };
    const facets = answer.points.map((p) => ({
      id: p.id,
      count: 1,
      lat: roundCoordinate(p.lat),
      lng: roundCoordinate(p.lng),
    }));
    const listings = await this.runner.hydrate(
      facets.map((f) => ({ id: f.id, isNearby: false, isUnread: false })),
      resolved.currencyId,
      'Light',
      caller.language,
    );
    return { listings, facets, total: answer.total };
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
