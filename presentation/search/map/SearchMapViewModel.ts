import { flow, makeAutoObservable, observableRef } from 'mobx';
import type { SearchMapHandler } from '#application/search/queries/SearchMap';
import { boundingBox } from '#domain/places/geometry/boundingBox';
import { clampZoom } from '#domain/places/geometry/clampZoom';
import type { LatLng } from '#domain/places/geometry/LatLng';
import { DEFAULT_ZOOM_LIMITS } from '#domain/places/geometry/MapGeometry';
import { normaliseViewport } from '#domain/places/geometry/normaliseViewport';
import { roundCoordinate } from '#domain/places/geometry/roundCoordinate';
import { wrapLongitude } from '#domain/places/geometry/wrapLongitude';
import type { Viewport } from '#domain/places/Place';
import type { MapSide } from '#domain/search/results/SearchResult';
import type { DomainError } from '#domain/shared/DomainError';
import { LatestRequest } from '#presentation/shared/async/LatestRequest';
import { searchCallerOf } from '#domain/search/SearchCaller';
import type { SearchPageViewModel } from '../SearchPageViewModel';
import { type MapMarker, type MapSideName, type SideIndex, sideIndex, sideMarkers } from './mapMarkers';

/** Document 001 §9: "map search delay 500 ms". */
export const MAP_SEARCH_DELAY_MS = 500;
/** Document 001 §9: "map result count 1000 (configured)". */
export const MAP_RESULT_COUNT = 1000;
export const MAP_ZOOM_LIMITS = DEFAULT_ZOOM_LIMITS;

export interface MapTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SearchMapDependencies {
  searchMap: Pick<SearchMapHandler, 'execute'>;
  timers: MapTimers;
}

/** What the map shows first: a centre and zoom from the URL, else a box to fit. */
export type InitialMapView = { kind: 'centre'; centre: LatLng; zoom: number } | { kind: 'bounds'; bounds: Viewport };

/** Europe, where the portals are, for a search with no place and no results. */
const FALLBACK_VIEW: Viewport = { northeast: { lat: 58, lng: 25 }, southwest: { lat: 36, lng: -10 } };

/**
 * The map beside the results: it follows the viewport (a search of the visible area 500 ms after
 * the map stops moving), shows the results inside the search and the other matching listings
 * outside it on the visible map, clustered by the server when it sends clusters and in the
 * browser otherwise, and lets the visitor draw an area to search in.
 */
export class SearchMapViewModel {
  viewport?: Viewport = undefined;
  zoom: number = MAP_ZOOM_LIMITS.min;
  inside?: MapSide = undefined;
  outside?: MapSide = undefined;
  loading = false;
  failure?: DomainError = undefined;
  drawing = false;

  private timer: unknown = undefined;
  /** A visitor's move is waiting for the map to be still: the list will follow it. */
  private listFollows = false;
  private readonly latest = new LatestRequest();

  constructor(
    readonly page: SearchPageViewModel,
    private readonly deps: SearchMapDependencies,
  ) {
    makeAutoObservable<this, 'timer' | 'listFollows' | 'latest' | 'deps' | 'run'>(
      this,
      // Map results (up to a thousand markers) are replaced whole: references, not deep copies.
      {
        page: false,
        deps: false,
        timer: false,
        listFollows: false,
        latest: false,
        run: false,
        inside: observableRef,
        outside: observableRef,
        viewport: observableRef,
        failure: observableRef,
      },
      { autoBind: true },
    );
  }

  get initialView(): InitialMapView {
    const { geo } = this.page.search.params;
    if (geo?.lat !== undefined && geo.lng !== undefined && geo.zoom !== undefined) {
      return { kind: 'centre', centre: { lat: geo.lat, lng: geo.lng }, zoom: clampZoom(geo.zoom, MAP_ZOOM_LIMITS) };
    }
    if (geo?.neLat !== undefined && geo.neLng !== undefined && geo.swLat !== undefined && geo.swLng !== undefined) {
      return {
        kind: 'bounds',
        bounds: { northeast: { lat: geo.neLat, lng: geo.neLng }, southwest: { lat: geo.swLat, lng: geo.swLng } },
      };
    }
    const polygon = this.page.polygon;
    if (polygon && polygon.length > 2) return { kind: 'bounds', bounds: boundingBox(polygon) };
    if (this.page.place) return { kind: 'bounds', bounds: this.page.place.viewport };
    const points = this.page.results.cards.map((card) => ({
      lat: card.location.latitude,
      lng: card.location.longitude,
    }));
    return { kind: 'bounds', bounds: points.length > 0 ? boundingBox(points) : FALLBACK_VIEW };
  }

  /**
   * The visitor moved or zoomed the map (or it opened): keep a visitor's position in the URL and
   * search the visible area once the map has been still for 500 ms. Coordinates are rounded to 13
   * decimals and longitudes wrapped (document 002 §9), zoom clamped to 3–20.
   */
  viewChanged(view: { centre: LatLng; zoom: number; bounds: Viewport }, movedByVisitor = true): void {
    this.zoom = clampZoom(view.zoom, MAP_ZOOM_LIMITS);
    this.viewport = normaliseViewport(view.bounds);
    // Where the map first opens follows from the search; only a visitor's move is worth a URL.
    if (movedByVisitor)
      this.page.setMapPosition({
        lat: roundCoordinate(view.centre.lat),
        lng: roundCoordinate(wrapLongitude(view.centre.lng)),
        zoom: Math.round(this.zoom),
      });
    this.schedule(movedByVisitor);
  }

  /** The search itself changed (filters, area): the markers follow at once. */
  refresh(): void {
    if (!this.viewport) return;
    this.deps.timers.clearTimeout(this.timer);
    this.timer = undefined;
    this.fetch();
  }

  /**
   * Once the map is still: after a visitor's move the search itself takes the visible area, so the
   * list and its count follow the map (document 001 §3 map state, inside and outside the search;
   * §9 map search delay 500 ms) and the markers with them (the page's search changed: refresh).
   * The map opening on its own only fetches its markers.
   */
  private schedule(movedByVisitor: boolean): void {
    this.deps.timers.clearTimeout(this.timer);
    this.listFollows ||= movedByVisitor;
    this.timer = this.deps.timers.setTimeout(() => {
      this.timer = undefined;
      const follows = this.listFollows;
      this.listFollows = false;
      if (follows && this.viewport && this.page.searchInMapArea(this.viewport)) return;
      this.fetch();
    }, MAP_SEARCH_DELAY_MS);
  }

  private fetch(): void {
    this.latest.start((signal) => this.run(signal));
  }

  private run = flow(function* run(this: SearchMapViewModel, signal: AbortSignal) {
    const viewport = this.viewport;
    if (!viewport) return;
    this.loading = true;
    const { settings } = this.page;
    const result = (yield this.deps.searchMap.execute({
      search: { filters: this.page.search.filters, currencyId: settings.currency, portalId: settings.portal.id },
      execution: { zoom: Math.round(this.zoom), viewport, count: MAP_RESULT_COUNT, sort: this.page.sort },
      caller: searchCallerOf(settings),
      signal,
    })) as Awaited<ReturnType<SearchMapHandler['execute']>>;
    // Aborted (the map moved on): its 'cancelled' answer is no failure to show.
    if (signal.aborted) return;
    this.loading = false;
    if (!result.ok) {
      this.failure = result.error;
      return;
    }
    this.failure = undefined;
    this.inside = result.value.inside;
    this.outside = result.value.outside;
  });

  private get insideIndex(): SideIndex | undefined {
    return this.inside && sideIndex(this.inside);
  }

  private get outsideIndex(): SideIndex | undefined {
    return this.outside && sideIndex(this.outside);
  }

  /** Outside markers first, so the search's own markers are drawn over them. */
  get markers(): MapMarker[] {
    return [...this.sideMarkers('outside', this.outsideIndex), ...this.sideMarkers('inside', this.insideIndex)];
  }

  private sideMarkers(name: MapSideName, index: SideIndex | undefined): MapMarker[] {
    return index && this.viewport ? sideMarkers(index, this.viewport, this.zoom, name) : [];
  }

  get insideTotal(): number {
    return this.inside?.total ?? 0;
  }
  get outsideTotal(): number {
    return this.outside?.total ?? 0;
  }

  startDrawing(): void {
    this.drawing = true;
  }
  cancelDrawing(): void {
    this.drawing = false;
  }

  /** An area was drawn: search inside it. */
  finishDrawing(points: readonly LatLng[]): void {
    this.drawing = false;
    this.page.searchInArea(points);
  }

  dispose(): void {
    this.deps.timers.clearTimeout(this.timer);
    this.latest.stop();
  }
}
