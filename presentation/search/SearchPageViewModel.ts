import { flow, makeAutoObservable, observableRef, toJS } from 'mobx';
import type { CreateSearchHandler } from '#application/search/commands/CreateSearch';
import type { LatLng } from '#domain/places/geometry/LatLng';
import type { Viewport } from '#domain/places/Place';
import { formatLocale } from '#domain/portal/FormatLocale';
import type { Language, Sorting } from '#domain/portal/Portal';
import type { FacetName } from '#domain/search/facets/FacetSpec';
import type { GeoParams, Search, SearchFilters } from '#domain/search/SearchFilters';
import type { DomainError } from '#domain/shared/DomainError';
import { LatestRequest } from '#presentation/shared/async/LatestRequest';
import { toResultsView } from './results/toResultsView';
import { needsSearchId, withStoredSearch } from '#domain/search/saved/storedSearchInUrl';
import { searchPagePath, type SearchUrlTarget } from '#domain/search/searchPagePath';
import * as change from '#domain/search/page/searchPageChanges';
import { nameOf, type SearchBreadcrumb, searchBreadcrumbs } from './searchBreadcrumbs';
import {
  type SearchHistoryState,
  type SearchPageDependencies,
  searchPageCommand,
  type SearchPageSettings,
  type SearchStatus,
  type SearchView,
} from './searchPageSettings';
import type { SearchPageData, SearchPlace, SearchResultsView } from './SearchPageData';

type HistoryMode = 'push' | 'replace' | 'none';

/**
 * The search results page's state: the search, its current page of results, and what the
 * visitor changes (filters, sort, page, drawn area, list or map on phones). It starts from the
 * server's data; every later search runs in the browser through the same application handler
 * (POST /svc/searches/searches) and the URL follows without a page load. A new search cancels
 * the one still running (document 001 §4 "cancel aborts the running load"): its flow stops and
 * its AbortController aborts the request itself, so a slow answer never overwrites a newer one
 * nor holds a connection. What each change makes of the search is the domain's (searchPageChanges).
 */
export class SearchPageViewModel {
  search: Search;
  results: SearchResultsView;
  status: SearchStatus = 'idle';
  failure?: DomainError = undefined;
  view: SearchView = 'list';
  /** Desktop: the visitor closed the map to give the list the width. */
  mapHidden = false;
  filtersOpen = false;
  /** The card the pointer is on: its marker stands out on the map. */
  highlightedId?: number = undefined;
  /** The draw-on-map banner asked for the drawing tool; the map takes it up when it is there. */
  drawRequested = false;
  /** Bumped by each new page of results: the list scrolls back to its top. */
  resultsVersion = 0;

  private readonly latest = new LatestRequest();
  /** The visitor's own copy of a shared page's search, stored once after hydration (remember). */
  private readonly remembering = new LatestRequest();
  private remembered = false;

  constructor(
    readonly data: SearchPageData,
    readonly settings: SearchPageSettings,
    private readonly deps: SearchPageDependencies,
  ) {
    this.search = data.search;
    this.results = data.results;
    makeAutoObservable<this, 'latest' | 'remembering' | 'remembered' | 'deps' | 'run' | 'store'>(
      this,
      // The search and its results are replaced whole, never changed in place: references are
      // enough, and deep observables would copy twenty cards and every facet per page view.
      {
        data: false,
        settings: false,
        deps: false,
        latest: false,
        remembering: false,
        remembered: false,
        run: false,
        store: false,
        search: observableRef,
        results: observableRef,
        failure: observableRef,
      },
      { autoBind: true },
    );
  }

  get culture(): Language {
    return this.settings.culture;
  }
  get locale(): string {
    return formatLocale(this.settings.culture, this.settings.portal.countryISO);
  }
  get place(): SearchPlace | undefined {
    return this.data.place;
  }
  get placeName(): string | undefined {
    return this.place && nameOf(this.place, this.culture);
  }
  get filters(): SearchFilters {
    return this.search.filters;
  }
  get page(): number {
    return this.search.params.page ?? 1;
  }
  get sort(): Sorting {
    return this.search.params.sort ?? this.settings.portal.defaultSort;
  }
  get loading(): boolean {
    return this.status === 'loading';
  }
  get polygon(): LatLng[] | undefined {
    return this.filters.location?.polygon;
  }
  get hasArea(): boolean {
    return (this.polygon?.length ?? 0) > 2;
  }

  get urlTarget(): SearchUrlTarget {
    const { place, country, agency } = this.data;
    return { culture: this.culture, portal: this.settings.portal, place, country, agency };
  }

  /** The search as its URL shows it: with the stored search's id only when the URL cannot carry it all. */
  get urlSearch(): Search {
    return withStoredSearch(this.search, this.results);
  }

  get path(): string {
    return searchPagePath(this.urlSearch, this.urlTarget);
  }

  /** Country down to the searched place (searchBreadcrumbs). */
  get breadcrumbs(): SearchBreadcrumb[] {
    return searchBreadcrumbs(this.data, this.filters, { culture: this.culture, portal: this.settings.portal });
  }

  /** The path of another page of these results (links for crawlers, and for opening in a new tab). */
  pagePath(page: number): string {
    return searchPagePath(change.atPage(this.urlSearch, page), this.urlTarget);
  }

  /** How many results each value of a filter would give (document 001 §7 facets). */
  facetCounts(name: FacetName): ReadonlyMap<string, number> {
    const facet = this.results.facets.find((candidate) => candidate.name === name);
    return new Map((facet?.values ?? []).map((value) => [value.value, value.count]));
  }

  applyFilters(filters: SearchFilters): void {
    this.go(change.withFormFilters(this.search, filters));
  }

  setSort(sort: Sorting): void {
    this.go(change.withSort(this.search, sort, this.settings.portal));
  }

  goToPage(page: number): void {
    this.go(change.withPage(this.search, page));
  }

  /** Search inside an area drawn on the map. */
  searchInArea(points: readonly LatLng[]): void {
    this.go(change.withDrawnArea(this.search, points));
  }

  clearArea(): void {
    this.go(change.withoutDrawnArea(this.search));
  }

  /**
   * The visitor moved the map: the results are the search's inside the visible area, with their
   * count (document 001 §3 map state); a viewport no URL carries, so the stored search's id names it.
   * False when the area is the one searched already.
   */
  searchInMapArea(viewport: Viewport): boolean {
    const next = change.withMapArea(this.search, viewport);
    if (next) this.go(next, 'replace');
    return next !== undefined;
  }

  /** Where the map shows: kept in the URL (lat, lng, zoom) without a new search or a history entry. */
  setMapPosition(geo: Required<Pick<GeoParams, 'lat' | 'lng' | 'zoom'>>): void {
    const next = change.withMapPosition(this.search, geo);
    if (!next) return;
    this.search = next;
    this.record('replace');
  }

  /** Back or forward to another entry of this page: its search again, no new history entry. */
  restore(search: Search): void {
    this.go(search, 'none');
  }

  setView(view: SearchView): void {
    this.view = view;
  }
  toggleMap(): void {
    this.mapHidden = !this.mapHidden;
  }

  /** Document 001 §9 banner "draw on map": show the map (the map view on phones) with the drawing tool on. */
  requestDrawing(): void {
    this.view = 'map';
    this.mapHidden = false;
    this.drawRequested = true;
  }
  drawingTakenUp(): void {
    this.drawRequested = false;
  }
  openFilters(): void {
    this.filtersOpen = true;
  }
  closeFilters(): void {
    this.filtersOpen = false;
  }
  highlight(id: number | undefined): void {
    this.highlightedId = id;
  }

  /** Runs the search (nothing for none: a change that changed nothing) and records it in the history. */
  private go(search: Search | undefined, history: HistoryMode = 'push'): void {
    if (!search) return;
    this.search = search;
    if (history !== 'none') this.record(history);
    // A newer search stores itself: the shared page's copy, if still on its way, is no longer wanted.
    this.remembering.stop();
    this.latest.start((signal) => this.run(search, signal, history !== 'none'));
  }

  private run = flow(function* run(
    this: SearchPageViewModel,
    search: Search,
    signal: AbortSignal,
    recordsHistory: boolean,
  ) {
    this.status = 'loading';
    this.failure = undefined;
    const result = (yield this.deps.createSearch.execute(searchPageCommand(search, this.settings, signal))) as Awaited<
      ReturnType<CreateSearchHandler['execute']>
    >;
    // Aborted (a newer search, or the page left): its 'cancelled' answer is no failure to show.
    if (signal.aborted) return;
    if (!result.ok) {
      this.status = 'failed';
      this.failure = result.error;
      return;
    }
    this.results = toResultsView(result.value, this.culture);
    this.status = 'idle';
    this.resultsVersion += 1;
    const searched = change.withSearchedPrice(search, result.value.search.filters.price);
    if (searched) this.search = searched;
    // A drawn area is known to the URL only by the stored search's id, which exists now.
    if (recordsHistory && (searched || needsSearchId(search))) this.record('replace');
  });

  /**
   * Stores the search the page shows for this visitor (a shared page's search ran for nobody):
   * the cards stay as they are, the results learn the stored search's id. Once per page.
   */
  remember(): void {
    if (this.remembered || this.results.searchId !== undefined) return;
    this.remembered = true;
    const search = this.search;
    this.remembering.start((signal) => this.store(search, signal));
  }

  /** The page's search stored for this visitor: the results learn its id; undefined when it was not stored. */
  private store = flow(function* store(this: SearchPageViewModel, search: Search, signal: AbortSignal) {
    const result = (yield this.deps.createSearch.execute(searchPageCommand(search, this.settings, signal))) as Awaited<
      ReturnType<CreateSearchHandler['execute']>
    >;
    // A newer search replaced this one (it stores itself), or the page was left.
    if (signal.aborted || this.search !== search || !result.ok) return undefined;
    const { searchId, shareKey } = toResultsView(result.value, this.culture);
    if (searchId !== undefined) this.results = { ...this.results, searchId, shareKey };
    return searchId;
  });

  /**
   * Stores the page's search now, for a visitor who just got their profile by pressing "Save
   * search" (a page view stores no search without one: docs/pages.md §10). Its id, or undefined.
   */
  storeForVisitor(): Promise<number | undefined> {
    return this.store(this.search, new AbortController().signal);
  }

  /** The history entry of the current search: a plain copy, as history states are cloned. */
  historyState(): SearchHistoryState {
    return { hfSearch: toJS(this.search) };
  }

  private record(mode: 'push' | 'replace'): void {
    this.deps.history?.[mode](this.path, this.historyState());
  }

  /** Stops a search still running (the page is left). */
  dispose(): void {
    this.latest.stop();
    this.remembering.stop();
  }
}
