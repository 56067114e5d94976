import { flow, makeAutoObservable } from 'mobx';
import type { GetPlacesByIdsHandler } from '#application/places/queries/GetPlacesByIds';
import type { ArchiveSearchHandler } from '#application/search/commands/ArchiveSearch';
import type { PatchSearchHandler } from '#application/search/commands/PatchSearch';
import type { SearchesPage } from '#application/search/calls';
import type { SearchCaller } from '#domain/search/SearchCaller';
import type { ListSearchesHandler } from '#application/search/queries/ListSearches';
import type { Viewport } from '#domain/places/Place';
import type { Notification } from '#domain/portal/Toasts';
import type { NotificationChannel, SavedSearch } from '#domain/search/saved/SavedSearch';
import { withChannel } from '#domain/search/saved/alertChannels';
import { MY_HOME_PAGE, nextSavedSearchesPage } from '#domain/search/saved/searchLists';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { browserReadyForPush, FAILURE, SUBSCRIBED, UNSUBSCRIBED } from '../saved/saveSearchState';

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
    return nextSavedSearchesPage(this.saved.length, this.savedTotal) !== undefined;
  }

  load = flow(function* load(this: MyHomeViewModel) {
    const caller = this.deps.caller();
    // The lists' sorts and the recent page's size are the handler's (ListSearches, document 001 §9).
    const [recent, saved] = (yield Promise.all([
      this.deps.listSearches.execute({ query: {}, caller }),
      this.deps.listSearches.execute({ query: { saved: true, count: MY_HOME_PAGE, skip: 0 }, caller }),
    ])) as Result<SearchesPage, DomainError>[];
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
    const found = (yield this.deps.placesByIds.execute({
      placeIds: wanted,
    })) as Awaited<ReturnType<GetPlacesByIdsHandler['execute']>>;
    if (!found.ok) return;
    for (const place of found.value.places) if (place.viewport) this.placeViewports.set(place.placeId, place.viewport);
  });

  /** "Infinite scroll on my home appends pages." */
  loadMore = flow(function* loadMore(this: MyHomeViewModel) {
    const next = nextSavedSearchesPage(this.saved.length, this.savedTotal);
    if (this.loadingMore || !next) return;
    this.loadingMore = true;
    const page = (yield this.deps.listSearches.execute({
      query: { saved: true, ...next },
      caller: this.deps.caller(),
    })) as Result<SearchesPage, DomainError>;
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
    if (channel === 'PushNotification' && on) {
      this.busyIds.add(id);
      const ready = (yield browserReadyForPush(this.deps)) as boolean;
      this.busyIds.delete(id);
      if (!ready) return;
    }
    const notifications = withChannel(search.notifications, channel, on);
    this.busyIds.add(id);
    const result = (yield this.deps.patchSearch.execute({
      id,
      patch: { notifications },
      execution: { mode: 'NoExecute' },
      caller: this.deps.caller(),
    })) as Awaited<ReturnType<PatchSearchHandler['execute']>>;
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
    const result = (yield this.deps.patchSearch.execute({
      id,
      patch: { title: title.trim() },
      execution: { mode: 'NoExecute' },
      caller: this.deps.caller(),
    })) as Awaited<ReturnType<PatchSearchHandler['execute']>>;
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
    const result = (yield this.deps.archiveSearch.execute({
      id,
      caller: this.deps.caller(),
    })) as Awaited<ReturnType<ArchiveSearchHandler['execute']>>;
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
