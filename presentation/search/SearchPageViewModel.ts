import { flow, makeAutoObservable, observableRef, toJS } from 'mobx';
import { samePriceRange } from '#domain/search/luxury/clearLuxuryPrice';
import type { CreateSearchHandler } from '#application/search/commands/CreateSearch';
import type { LatLng } from '#domain/places/geometry/LatLng';
import type { Viewport } from '#domain/places/Place';
import { roundCoordinate } from '#domain/places/geometry/roundCoordinate';
import { wrapLongitude } from '#domain/places/geometry/wrapLongitude';
import { formatLocale } from '#domain/portal/FormatLocale';
import type { Language, Portal, Sorting } from '#domain/portal/Portal';
import type { FacetName } from '#domain/search/facets/FacetSpec';
import type { GeoParams, Search, SearchFilters } from '#domain/search/SearchFilters';
import type { DomainError } from '#domain/shared/DomainError';
import { LatestRequest } from '#presentation/shared/async/LatestRequest';
import { toResultsView } from './results/toResultsView';
import { needsSearchId, withStoredSearch } from '#domain/search/saved/storedSearchInUrl';
import { searchPagePath, type SearchUrlTarget } from '#domain/search/searchPagePath';
import { searchCallerOf } from '#application/search/ports';
import type { SearchPageData, SearchPlace, SearchResultsView } from './SearchPageData';
import { SEARCH_PAGE_FACETS } from './searchPageFacets';

export interface SearchPageSettings {
  culture: Language;
  currency: string;
  isCrawler: boolean;
  portal: Pick<
    Portal,
    | 'id'
    | 'name'
    | 'countryISO'
    | 'countries'
    | 'cultures'
    | 'defaultCulture'
    | 'defaultCurrency'
    | 'pageSize'
    | 'maxSkip'
    | 'sortings'
    | 'defaultSort'
  >;
}

/** What a history entry of the search page remembers: the search, so back and forward need no parsing. */
export interface SearchHistoryState {
  hfSearch: Search;
}

/** The browser's history as the page uses it (window.history in the browser; nothing on the server). */
export interface SearchHistory {
  push(url: string, state: SearchHistoryState): void;
  replace(url: string, state: SearchHistoryState): void;
}

export interface SearchPageDependencies {
  createSearch: Pick<CreateSearchHandler, 'execute'>;
  history?: SearchHistory;
}

export type SearchStatus = 'idle' | 'loading' | 'failed';
export type SearchView = 'list' | 'map';

type HistoryMode = 'push' | 'replace' | 'none';

/**
 * The search results page's state: the search, its current page of results, and what the
 * visitor changes (filters, sort, page, drawn area, list or map on phones). It starts from the
 * server's data; every later search runs in the browser through the same application handler
 * (POST /svc/searches/searches) and the URL follows without a page load. A new search cancels
 * the one still running (document 001 §4 "cancel aborts the running load"): its flow stops and
 * its AbortController aborts the request itself, so a slow answer never overwrites a newer one
 * nor holds a connection.
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

  /**
   * Country down to the searched place, each a search for the same transaction and property
   * types there: the way out to a wider search a visitor most often wants.
   */
  get breadcrumbs(): { placeId: string; name: string; href: string; current: boolean }[] {
    const { ancestors } = this.data;
    const country = ancestors.find((ancestor) => ancestor.type === 'country');
    const { transactionType, types } = this.filters;
    const places = [...ancestors, ...(this.place ? [this.place] : [])];
    return places.map((place) => ({
      placeId: place.placeId,
      name: nameOf(place, this.culture),
      current: place.placeId === this.place?.placeId && !this.data.agency,
      href: searchPagePath(
        { filters: { transactionType, types, location: { placeId: place.placeId } }, params: {} },
        {
          culture: this.culture,
          portal: this.settings.portal,
          place,
          country: place.type === 'country' ? undefined : (country ?? this.data.country),
        },
      ),
    }));
  }

  /** The path of another page of these results (links for crawlers, and for opening in a new tab). */
  pagePath(page: number): string {
    return searchPagePath(
      { filters: this.urlSearch.filters, params: { ...this.urlSearch.params, page: page > 1 ? page : undefined } },
      this.urlTarget,
    );
  }

  /** How many results each value of a filter would give (document 001 §7 facets). */
  facetCounts(name: FacetName): ReadonlyMap<string, number> {
    const facet = this.results.facets.find((candidate) => candidate.name === name);
    return new Map((facet?.values ?? []).map((value) => [value.value, value.count]));
  }

  /** New filters from the form: the place, the drawn area and the agency stay; paging starts again. */
  applyFilters(filters: SearchFilters): void {
    const { location, accountId } = this.search.filters;
    const next: SearchFilters = {
      ...filters,
      ...(location && { location }),
      ...(accountId !== undefined && { accountId }),
    };
    this.go({
      filters: next,
      params: { ...this.search.params, page: undefined, searchId: undefined, shareKey: undefined },
    });
  }

  setSort(sort: Sorting): void {
    if (!this.settings.portal.sortings.includes(sort)) return;
    this.go({
      filters: this.search.filters,
      params: {
        ...this.search.params,
        sort: sort === this.settings.portal.defaultSort ? undefined : sort,
        page: undefined,
      },
    });
  }

  goToPage(page: number): void {
    if (!Number.isSafeInteger(page) || page < 1 || page === this.page) return;
    this.go({ filters: this.search.filters, params: { ...this.search.params, page: page > 1 ? page : undefined } });
  }

  /** Search inside an area drawn on the map (coordinates rounded to 13 decimals, longitudes wrapped). */
  searchInArea(points: readonly LatLng[]): void {
    if (points.length < 3) return;
    const polygon = points.map(({ lat, lng }) => ({
      lat: roundCoordinate(lat),
      lng: roundCoordinate(wrapLongitude(lng)),
    }));
    this.go({
      filters: { ...this.search.filters, location: { ...this.search.filters.location, polygon } },
      params: { ...this.search.params, page: undefined, searchId: undefined, shareKey: undefined },
    });
  }

  clearArea(): void {
    const { polygon: _polygon, ...location } = this.search.filters.location ?? {};
    this.go({
      filters: { ...this.search.filters, location },
      params: { ...this.search.params, page: undefined, searchId: undefined, shareKey: undefined },
    });
  }

  /**
   * The visitor moved the map: the results are the search's inside the visible area, with their
   * count (document 001 §3 map state); a viewport no URL carries, so the stored search's id names it.
   * False when the area is the one searched already.
   */
  searchInMapArea(viewport: Viewport): boolean {
    const current = this.search.filters.location?.viewport;
    if (current && JSON.stringify(current) === JSON.stringify(viewport)) return false;
    this.go(
      {
        filters: { ...this.search.filters, location: { ...this.search.filters.location, viewport } },
        params: { ...this.search.params, page: undefined, searchId: undefined, shareKey: undefined },
      },
      'replace',
    );
    return true;
  }

  /** Where the map shows: kept in the URL (lat, lng, zoom) without a new search or a history entry. */
  setMapPosition(geo: Required<Pick<GeoParams, 'lat' | 'lng' | 'zoom'>>): void {
    const current = this.search.params.geo;
    if (current?.lat === geo.lat && current.lng === geo.lng && current.zoom === geo.zoom) return;
    this.search = { filters: this.search.filters, params: { ...this.search.params, geo } };
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

  private go(search: Search, history: HistoryMode = 'push'): void {
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
    const result: Awaited<ReturnType<CreateSearchHandler['execute']>> = yield this.execute(search, signal);
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
    // The service clears a price bound the luxury range makes pointless (document 001 §5): the
    // price box and the URL show the price searched, not the one typed.
    const searchedPrice = result.value.search.filters.price;
    const priceCleared = !samePriceRange(searchedPrice, search.filters.price);
    if (priceCleared) {
      const { price: _typed, ...filters } = search.filters;
      this.search = { ...search, filters: searchedPrice ? { ...filters, price: searchedPrice } : filters };
    }
    // A drawn area is known to the URL only by the stored search's id, which exists now.
    if (recordsHistory && (priceCleared || needsSearchId(search))) this.record('replace');
  });

  /** The page's search run (and stored) for this visitor: one page of cards with the page's facets. */
  private execute(search: Search, signal: AbortSignal): ReturnType<CreateSearchHandler['execute']> {
    const { portal, currency } = this.settings;
    const page = search.params.page ?? 1;
    return this.deps.createSearch.execute({
      search: { filters: search.filters, currencyId: currency, portalId: portal.id },
      execution: {
        count: portal.pageSize,
        skip: (page - 1) * portal.pageSize,
        facets: SEARCH_PAGE_FACETS,
        sort: search.params.sort ?? portal.defaultSort,
      },
      caller: searchCallerOf(this.settings),
      signal,
    });
  }

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

  private store = flow(function* store(this: SearchPageViewModel, search: Search, signal: AbortSignal) {
    const result: Awaited<ReturnType<CreateSearchHandler['execute']>> = yield this.execute(search, signal);
    // A newer search replaced this one (it stores itself), or the page was left.
    if (signal.aborted || this.search !== search || !result.ok) return;
    const { searchId, shareKey } = toResultsView(result.value, this.culture);
    if (searchId !== undefined) this.results = { ...this.results, searchId, shareKey };
  });

  /**
   * Stores the page's search now, for a visitor who just got their profile by pressing "Save
   * search" (a page view stores no search without one: docs/pages.md §10). Its id, or undefined.
   */
  storeForVisitor = flow(function* storeForVisitor(this: SearchPageViewModel) {
    const search = this.search;
    const result: Awaited<ReturnType<CreateSearchHandler['execute']>> = yield this.execute(
      search,
      new AbortController().signal,
    );
    if (!result.ok || this.search !== search) return undefined;
    const { searchId, shareKey } = toResultsView(result.value, this.culture);
    if (searchId !== undefined) this.results = { ...this.results, searchId, shareKey };
    return searchId;
  });

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

export function nameOf(place: Pick<SearchPlace, 'names'>, language: string): string {
  return place.names[language] ?? place.names.en ?? Object.values(place.names)[0] ?? '';
}
