import 'reflect-metadata';
import { reaction } from 'mobx';
import type { SearchMap } from '#application/search/queries/SearchMap';
import type { MapSearchResult } from '#domain/search/results/SearchResult';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import { SearchPageViewModel } from '../SearchPageViewModel';
import { SETTINGS, aMapResult, aSearchListing, aSearchPageData } from '#test/mothers/search/SearchPageMother';
import { MAP_SEARCH_DELAY_MS, SearchMapViewModel } from './SearchMapViewModel';

function fakeTimers() {
  let now = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();
  let next = 1;
  return {
    setTimeout: (callback: () => void, ms: number) => {
      pending.set(next, { at: now + ms, callback });
      return next++;
    },
    clearTimeout: (handle: unknown) => {
      pending.delete(handle as number);
    },
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...pending])
        if (timer.at <= now) {
          pending.delete(id);
          timer.callback();
        }
    },
  };
}

function mapSearches() {
  const calls: { query: SearchMap; resolve: (result: Result<MapSearchResult, DomainError>) => void }[] = [];
  return {
    calls,
    execute: (query: SearchMap) =>
      new Promise<Result<MapSearchResult, DomainError>>((resolve) => calls.push({ query, resolve })),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const view = (zoom: number, west = 6.1, east = 6.2) => ({
  centre: { lat: 46.2, lng: (west + east) / 2 },
  zoom,
  bounds: { northeast: { lat: 46.25, lng: east }, southwest: { lat: 46.15, lng: west } },
});

function setUp() {
  const timers = fakeTimers();
  const searches = mapSearches();
  const page = new SearchPageViewModel(aSearchPageData(), SETTINGS, {
    createSearch: { execute: () => new Promise(() => undefined) },
  });
  const map = new SearchMapViewModel(page, { searchMap: searches, timers });
  // As LeafletSearchMap wires them: the markers follow the page's search.
  reaction(
    () => page.search.filters,
    () => map.refresh(),
  );
  return { timers, searches, page, map };
}

describe('SearchMapViewModel', () => {
  it('opens on the place the search is in', () => {
    const { map } = setUp();
    expect(map.initialView).toEqual({
      kind: 'bounds',
      bounds: { northeast: { lat: 46.25, lng: 6.2 }, southwest: { lat: 46.15, lng: 6.08 } },
    });
  });

  it('searches the visible area 500 ms after the map stops moving, once', () => {
    const { timers, searches, map } = setUp();
    map.viewChanged(view(12));
    timers.advance(MAP_SEARCH_DELAY_MS - 1);
    map.viewChanged(view(13));
    timers.advance(MAP_SEARCH_DELAY_MS - 1);
    expect(searches.calls).toHaveLength(0);
    timers.advance(1);
    expect(searches.calls).toHaveLength(1);
    expect(searches.calls[0].query.execution).toMatchObject({ zoom: 13, count: 1000 });
    expect(searches.calls[0].query.search.filters.location?.placeId).toBe('place-geneve');
  });

  it('makes the list follow the area a visitor moved the map to, with its count (document 001 §3 map state; §9 map search delay 500 ms)', () => {
    const timers = fakeTimers();
    const pageSearches: { filters: unknown }[] = [];
    const page = new SearchPageViewModel(aSearchPageData(), SETTINGS, {
      createSearch: {
        execute: (command) => {
          pageSearches.push({ filters: command.search.filters });
          return new Promise(() => undefined);
        },
      },
    });
    const map = new SearchMapViewModel(page, { searchMap: mapSearches(), timers });
    map.viewChanged(view(12), false);
    timers.advance(MAP_SEARCH_DELAY_MS);
    expect(pageSearches).toHaveLength(0);
    map.viewChanged(view(13, 6.12, 6.18));
    timers.advance(MAP_SEARCH_DELAY_MS - 1);
    expect(pageSearches).toHaveLength(0);
    timers.advance(1);
    expect(pageSearches).toEqual([
      {
        filters: expect.objectContaining({
          location: expect.objectContaining({
            placeId: 'place-geneve',
            viewport: { northeast: { lat: 46.25, lng: 6.18 }, southwest: { lat: 46.15, lng: 6.12 } },
          }),
        }),
      },
    ]);
    expect(page.page).toBe(1);
  });

  it('clamps zoom to 3–20, wraps longitudes and rounds coordinates to 13 decimals', () => {
    const { page, map } = setUp();
    map.viewChanged({
      centre: { lat: 46.12345678901234, lng: 366.5 },
      zoom: 25,
      bounds: { northeast: { lat: 46.3, lng: 370 }, southwest: { lat: 46.1, lng: 365 } },
    });
    expect(map.zoom).toBe(20);
    expect(map.viewport).toEqual({ northeast: { lat: 46.3, lng: 10 }, southwest: { lat: 46.1, lng: 5 } });
    expect(page.search.params.geo).toEqual({ lat: 46.1234567890123, lng: 6.5, zoom: 20 });
    map.viewChanged({ ...view(1) });
    expect(map.zoom).toBe(3);
  });

  it('uses the server clusters when it sends them, merging those that would overlap, inside and outside apart', async () => {
    const { timers, searches, map } = setUp();
    map.viewChanged(view(12));
    timers.advance(MAP_SEARCH_DELAY_MS);
    searches.calls[0].resolve(
      ok(
        aMapResult(
          { filters: {}, params: {} },
          {
            inside: {
              listings: [aSearchListing(5)],
              facets: [
                { id: 5, count: 1, lat: 46.2, lng: 6.11 },
                { id: 6, count: 40, lat: 46.21, lng: 6.19 },
              ],
              total: 41,
            },
            outside: { listings: [], facets: [{ id: 9, count: 3, lat: 46.24, lng: 6.19 }], total: 3 },
          },
        ),
      ),
    );
    await flush();
    expect(
      map.markers.map((marker) => [marker.kind, marker.side, marker.kind === 'cluster' ? marker.count : marker.id]),
    ).toEqual([
      ['cluster', 'outside', 3],
      ['listing', 'inside', 5],
      ['cluster', 'inside', 40],
    ]);
    expect([map.insideTotal, map.outsideTotal]).toEqual([41, 3]);
    map.viewChanged(view(8));
    expect(map.markers.filter((marker) => marker.side === 'inside')).toEqual([
      expect.objectContaining({ kind: 'cluster', count: 41 }),
    ]);
  });

  it('clusters the listings in the browser when the server sends none', async () => {
    const { timers, searches, map } = setUp();
    map.viewChanged(view(5, 5, 7));
    timers.advance(MAP_SEARCH_DELAY_MS);
    const near = (id: number, dx: number) =>
      aSearchListing(id, { location: { ...aSearchListing(id).location, latitude: 46.2, longitude: 6.14 + dx } });
    searches.calls[0].resolve(
      ok(
        aMapResult(
          { filters: {}, params: {} },
          { inside: { listings: [near(1, 0), near(2, 0.0001), near(3, 0.0002)], facets: [], total: 3 } },
        ),
      ),
    );
    await flush();
    expect(map.markers).toEqual([expect.objectContaining({ kind: 'cluster', count: 3, side: 'inside' })]);
    // Zoomed far in, the three fall apart into listings, without a new request.
    map.viewChanged({
      centre: { lat: 46.2, lng: 6.1401 },
      zoom: 19,
      bounds: { northeast: { lat: 46.201, lng: 6.141 }, southwest: { lat: 46.199, lng: 6.139 } },
    });
    expect(map.markers.map((marker) => marker.kind)).toEqual(['listing', 'listing', 'listing']);
  });

  it('searches again at once when the filters change, and a newer answer wins', async () => {
    const { timers, searches, page, map } = setUp();
    map.viewChanged(view(12));
    timers.advance(MAP_SEARCH_DELAY_MS);
    // The filters change: the markers follow at once (setUp's reaction calls refresh, as the map does).
    page.applyFilters({ transactionType: 'Rent' });
    expect(searches.calls).toHaveLength(2);
    // The older request itself is aborted, not only its answer ignored.
    expect(searches.calls.map((call) => call.query.signal?.aborted)).toEqual([true, false]);
    searches.calls[1].resolve(
      ok(aMapResult({ filters: {}, params: {} }, { inside: { listings: [], facets: [], total: 7 } })),
    );
    await flush();
    searches.calls[0].resolve(
      ok(aMapResult({ filters: {}, params: {} }, { inside: { listings: [], facets: [], total: 99 } })),
    );
    await flush();
    expect(map.insideTotal).toBe(7);
  });

  it('searches inside a drawn area', () => {
    const { page, map } = setUp();
    map.startDrawing();
    expect(map.drawing).toBe(true);
    map.finishDrawing([
      { lat: 46.2, lng: 6.1 },
      { lat: 46.22, lng: 6.15 },
      { lat: 46.18, lng: 6.16 },
    ]);
    expect(map.drawing).toBe(false);
    expect(page.polygon).toHaveLength(3);
  });
});
