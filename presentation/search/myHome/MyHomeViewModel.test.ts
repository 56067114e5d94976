import 'reflect-metadata';
import type { ListSearchesQuery, SearchesPage } from '#application/search/calls';
import type { SearchCaller } from '#domain/search/SearchCaller';
import type { SearchResult } from '#domain/search/results/SearchResult';
import type { SavedSearch } from '#domain/search/saved/SavedSearch';
import { domainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import type { DomainError } from '#domain/shared/DomainError';
import { MyHomeViewModel, type MyHomeDependencies } from './MyHomeViewModel';

const aSearch = (id: number, overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id,
  filters: {},
  params: {},
  saved: true,
  notifications: ['Email'],
  currencyId: 'CHF',
  portalId: 'ch',
  unreadTotal: 0,
  priceDropsTotal: 0,
  priceIncreasesTotal: 0,
  automaticTitle: `Place ${id}`,
  automaticSubtitle: 'Sell',
  creationDate: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

function service(saved: SavedSearch[], recent: SavedSearch[] | 'missing') {
  const queries: ListSearchesQuery[] = [];
  const deps: MyHomeDependencies = {
    listSearches: {
      execute: async ({ query }): Promise<Result<SearchesPage, DomainError>> => {
        queries.push(query);
        if (!query.saved) {
          return recent === 'missing'
            ? err(domainError('NOT_FOUND', 'SEARCHES_NOT_FOUND', 'Errors.Message.SearchIsNotFound'))
            : ok({ searches: recent, total: recent.length });
        }
        const skip = query.skip ?? 0;
        return ok({ searches: saved.slice(skip, skip + (query.count ?? 100)), total: saved.length });
      },
    },
    patchSearch: {
      execute: async ({ id, patch }) =>
        ok({ search: aSearch(Number(id), { notifications: patch.notifications ?? [] }) } as unknown as SearchResult),
    },
    archiveSearch: { execute: async ({ id }) => ok(aSearch(Number(id), { saved: false })) },
    notify: () => {},
    caller: () => ({}) as SearchCaller,
  };
  return { deps, queries };
}

describe('MyHomeViewModel (document 001 §4 "My home", §9)', () => {
  it("reads the listed searches' places once, in one call, for the cards' map thumbnails", async () => {
    const { deps } = service(
      [aSearch(1, { placeId: 'zurich' }), aSearch(2, { placeId: 'bern' })],
      [aSearch(1, { placeId: 'zurich' }), aSearch(3)],
    );
    const asked: string[][] = [];
    const viewport = { southwest: { lat: 47.32, lng: 8.45 }, northeast: { lat: 47.43, lng: 8.63 } };
    deps.placesByIds = {
      execute: async (query) => {
        asked.push([...(query.placeIds ?? [])].sort());
        return ok({ places: [{ placeId: 'zurich', viewport }] as never, sideloaded: [] });
      },
    };
    const vm = new MyHomeViewModel(deps);
    await vm.load();
    expect(asked).toEqual([['bern', 'zurich']]);
    expect(vm.placeViewports.get('zurich')).toEqual(viewport);
    expect(vm.placeViewports.has('bern')).toBe(false);
    await vm.loadPlaces();
    expect(asked).toEqual([['bern', 'zurich'], ['bern']]);
  });

  it('is not_ready until the recent total is known, then empty when there is nothing (404 tolerated)', async () => {
    const { deps } = service([], 'missing');
    const vm = new MyHomeViewModel(deps);
    expect(vm.state).toBe('not_ready');
    await vm.load();
    expect(vm.state).toBe('empty');
  });

  it("asks for the recent searches and the saved ones in the handler's order, appending pages of 10", async () => {
    const saved = Array.from({ length: 23 }, (_, n) => aSearch(n + 1));
    const { deps, queries } = service(saved, [aSearch(1)]);
    const vm = new MyHomeViewModel(deps);
    await vm.load();
    expect(vm.state).toBe('ready_to_show');
    expect(queries).toEqual([{}, { saved: true, count: 10, skip: 0 }]);
    expect(vm.saved).toHaveLength(10);
    await vm.loadMore();
    await vm.loadMore();
    expect(vm.saved.map((s) => s.id)).toEqual(saved.map((s) => s.id));
    expect(vm.hasMore).toBe(false);
    await vm.loadMore();
    expect(queries.slice(2)).toEqual([
      { saved: true, count: 10, skip: 10 },
      { saved: true, count: 10, skip: 20 },
    ]);
  });

  it('switches a channel off with an empty notifications list and archives a search out of both lists', async () => {
    const { deps } = service([aSearch(1), aSearch(2)], [aSearch(1, { saved: true }), aSearch(3, { saved: false })]);
    const vm = new MyHomeViewModel(deps);
    await vm.load();
    await vm.setChannel(vm.saved[0], 'Email', false);
    expect(vm.saved[0].notifications).toEqual([]);
    expect(vm.recent[0].notifications).toEqual([]);
    vm.askDelete(vm.saved[0]);
    await vm.remove();
    expect(vm.saved.map((s) => s.id)).toEqual([2]);
    expect(vm.recent.map((s) => s.id)).toEqual([3]);
    expect(vm.savedTotal).toBe(1);
    expect(vm.recentTotal).toBe(1);
  });

  it('turns the PushNotification channel on only once this browser is subscribed', async () => {
    const { deps } = service([aSearch(1)], [aSearch(1)]);
    const toasts: string[] = [];
    const patched: unknown[] = [];
    let outcome = 'SavedSearch.Push.Denied';
    const vm = new MyHomeViewModel({
      ...deps,
      patchSearch: {
        execute: async (request) => {
          patched.push(request.patch.notifications);
          return deps.patchSearch.execute(request);
        },
      },
      notify: (notification) => toasts.push(notification.message),
      enablePush: async () => outcome,
    });
    await vm.load();
    await vm.setChannel(vm.saved[0], 'PushNotification', true);
    expect(patched).toEqual([]);
    expect(toasts).toEqual(['SavedSearch.Push.Denied']);
    outcome = 'subscribed';
    await vm.setChannel(vm.saved[0], 'PushNotification', true);
    expect(patched).toEqual([['Email', 'PushNotification']]);
    expect(vm.saved[0].notifications).toEqual(['Email', 'PushNotification']);
    expect(toasts.at(-1)).toBe('Toasts.SearchAlert.Subscribe');
  });
});
