import { flow, makeAutoObservable } from 'mobx';
import type { GetPlacesByIdsHandler } from '#application/places/queries/GetPlacesByIds';
import type { ArchiveSearchHandler } from '#application/search/commands/ArchiveSearch';
import type { PatchSearchHandler } from '#application/search/commands/PatchSearch';
import type { SearchCaller, SearchesPage } from '#application/search/ports';
import type { ListSearchesHandler } from '#application/search/queries/ListSearches';
import type { Viewport } from '#domain/places/Place';
import type { Notification } from '#domain/portal/Toasts';
import type { NotificationChannel, SavedSearch } from '#domain/search/saved/SavedSearch';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';

/** Document 001 §9: "Recent searches page 5; saved searches 100"; "my home page 10". */
export const RECENT_SEARCHES_PAGE = 5;
export const SAVED_SEARCHES_MAX = 100;
export const MY_HOME_PAGE = 10;

/** Document 001 §4 "My home: not_ready until the recent total is known, then empty or ready_to_show". */
export type MyHomeState = 'not_ready' | 'empty' | 'ready_to_show';

export interface MyHomeDependencies {
  listSearches: Pick<ListSearchesHandler, 'execute'>;
  patchSearch: Pick<PatchSearchHandler, 'execute'>;
  archiveSearch: Pick<ArchiveSearchHandler, 'execute'>;
  /** The searched places' viewports, for the cards' map thumbnails (optional: a card without one draws none). */
  placesByIds?: Pick<GetPlacesByIdsHandler, 'execute'>;
  notify(notification: Notification): void;
  caller(): SearchCaller;
  /**
   * Makes this browser receive the visitor's pushes (permission, service worker, subscription):
   * before a search's PushNotification channel is turned on. Answers 'subscribed' or the message
   * key of the refusal.
   */
  enablePush?(): Promise<string>;
}

const FAILURE: Notification = { id: 'saved-search', message: 'Toasts.SavedSearch.Failure', kind: 'error' };
const SUBSCRIBED: Notification = { id: 'search-alert', message: 'Toasts.SearchAlert.Subscribe', kind: 'success' };
const UNSUBSCRIBED: Notification = { id: 'search-alert', message: 'Toasts.SearchAlert.Unsubscribe', kind: 'info' };

/**
 * My home (document 001 §4): the visitor's recent searches (5, -lastExecutionDate) and saved
 * searches (-creationDate, pages of 10 appended as the list scrolls, at most 100), each with its
 * counters and its alert switches; renaming and deleting (archiving: gone from both lists).
 * A visitor without a profile or saved-search access gets GET /searches' 404, which My home
 * tolerates as an empty list (document 001 §7 "404 tolerated").
 */
export class MyHomeViewModel {
  recent: SavedSearch[] = [];
  recentTotal?: number = undefined;
  saved: SavedSearch[] = [];
  savedTotal = 0;
  loadingMore = false;
  busyIds = new Set<number>();
  /** The search whose deletion waits for the visitor's confirmation. */
  confirmingDelete?: SavedSearch = undefined;
  renaming?: SavedSearch = undefined;
  /** placeId → its viewport, as the cards' thumbnails need them. */
  placeViewports = new Map<string, Viewport>();

  constructor(private readonly deps: MyHomeDependencies) {
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get state(): MyHomeState {
    if (this.recentTotal === undefined) return 'not_ready';
    return this.recentTotal === 0 && this.savedTotal === 0 ? 'empty' : 'ready_to_show';
  }

  get hasMore(): boolean {
    return this.saved.length < Math.min(this.savedTotal, SAVED_SEARCHES_MAX);
  }

  load = flow(function* load(this: MyHomeViewModel) {
    const caller = this.deps.caller();
    const [recent, saved]: Result<SearchesPage, DomainError>[] = yield Promise.all([
      this.deps.listSearches.execute({
        query: { sort: '-lastExecutionDate', count: RECENT_SEARCHES_PAGE },
        caller,
      }),
      this.deps.listSearches.execute({
        query: { saved: true, sort: '-creationDate', count: MY_HOME_PAGE, skip: 0 },
        caller,
      }),
    ]);
    this.recent = recent.ok ? recent.value.searches : [];
    this.saved = saved.ok ? saved.value.searches : [];
    this.savedTotal = saved.ok ? saved.value.total : 0;
    this.recentTotal = recent.ok ? recent.value.total : 0;
    yield this.loadPlaces();
  });

  /** The viewports of the listed searches' places not known yet, in one call; a failure only costs the thumbnails. */
  loadPlaces = flow(function* loadPlaces(this: MyHomeViewModel) {
    const wanted = [
      ...new Set(
        [...this.recent, ...this.saved]
          .map((search) => search.placeId)
          .filter((id): id is string => Boolean(id) && !this.placeViewports.has(id!)),
      ),
    ];
    if (wanted.length === 0 || !this.deps.placesByIds) return;
    const found: Awaited<ReturnType<GetPlacesByIdsHandler['execute']>> = yield this.deps.placesByIds.execute({
      placeIds: wanted,
    });
    if (!found.ok) return;
    for (const place of found.value.places) if (place.viewport) this.placeViewports.set(place.placeId, place.viewport);
  });

  /** "Infinite scroll on my home appends pages." */
  loadMore = flow(function* loadMore(this: MyHomeViewModel) {
    if (this.loadingMore || !this.hasMore) return;
    this.loadingMore = true;
    const page: Result<SearchesPage, DomainError> = yield this.deps.listSearches.execute({
      query: {
        saved: true,
        sort: '-creationDate',
        count: Math.min(MY_HOME_PAGE, SAVED_SEARCHES_MAX - this.saved.length),
        skip: this.saved.length,
      },
      caller: this.deps.caller(),
    });
    this.loadingMore = false;
    if (!page.ok) return;
    const known = new Set(this.saved.map((search) => search.id));
    this.saved = [...this.saved, ...page.value.searches.filter((search) => !known.has(search.id))];
    this.savedTotal = page.value.total;
    yield this.loadPlaces();
  });

  /** The alert switch of one channel: the notifications list with or without it. */
  setChannel = flow(function* setChannel(
    this: MyHomeViewModel,
    search: SavedSearch,
    channel: NotificationChannel,
    on: boolean,
  ) {
    const id = search.id;
    if (id === undefined) return;
    if (channel === 'PushNotification' && on && this.deps.enablePush) {
      this.busyIds.add(id);
      const outcome: string = yield this.deps.enablePush();
      this.busyIds.delete(id);
      if (outcome !== 'subscribed') {
        this.deps.notify(outcome === 'failed' ? FAILURE : { id: 'push', message: outcome, kind: 'error' });
        return;
      }
    }
    const notifications = on
      ? [...new Set([...search.notifications, channel])]
      : search.notifications.filter((value) => value !== channel);
    this.busyIds.add(id);
    const result: Awaited<ReturnType<PatchSearchHandler['execute']>> = yield this.deps.patchSearch.execute({
      id,
      patch: { notifications },
      execution: { mode: 'NoExecute' },
      caller: this.deps.caller(),
    });
    this.busyIds.delete(id);
    if (!result.ok) {
      this.deps.notify(FAILURE);
      return;
    }
    this.replace(result.value.search);
    this.deps.notify(on ? SUBSCRIBED : UNSUBSCRIBED);
  });

  askDelete(search: SavedSearch): void {
    this.confirmingDelete = search;
  }
  askRename(search: SavedSearch): void {
    this.renaming = search;
  }
  closeDialogs(): void {
    this.confirmingDelete = undefined;
    this.renaming = undefined;
  }

  rename = flow(function* rename(this: MyHomeViewModel, title: string) {
    const id = this.renaming?.id;
    if (id === undefined) return;
    this.busyIds.add(id);
    const result: Awaited<ReturnType<PatchSearchHandler['execute']>> = yield this.deps.patchSearch.execute({
      id,
      patch: { title: title.trim() },
      execution: { mode: 'NoExecute' },
      caller: this.deps.caller(),
    });
    this.busyIds.delete(id);
    this.renaming = undefined;
    if (!result.ok) {
      this.deps.notify(FAILURE);
      return;
    }
    this.replace(result.value.search);
  });

  /** "Deleting (archiving) sets saved false and removes the search from recent and saved lists." */
  remove = flow(function* remove(this: MyHomeViewModel) {
    const id = this.confirmingDelete?.id;
    if (id === undefined) return;
    this.busyIds.add(id);
    const result: Awaited<ReturnType<ArchiveSearchHandler['execute']>> = yield this.deps.archiveSearch.execute({
      id,
      caller: this.deps.caller(),
    });
    this.busyIds.delete(id);
    this.confirmingDelete = undefined;
    if (!result.ok) {
      this.deps.notify(FAILURE);
      return;
    }
    const wasSaved = this.saved.some((search) => search.id === id);
    const wasRecent = this.recent.some((search) => search.id === id);
    this.saved = this.saved.filter((search) => search.id !== id);
    this.recent = this.recent.filter((search) => search.id !== id);
    if (wasSaved) this.savedTotal -= 1;
    if (wasRecent && this.recentTotal !== undefined) this.recentTotal -= 1;
  });

  private replace(updated: SavedSearch): void {
    const swap = (list: SavedSearch[]) =>
      list.map((search) => (search.id === updated.id ? { ...search, ...updated } : search));
    this.saved = swap(this.saved);
    this.recent = swap(this.recent);
  }
}
