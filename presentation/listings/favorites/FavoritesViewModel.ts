import { flow, makeAutoObservable, observable } from 'mobx';
import type { AddFavoriteHandler } from '#application/listings/favorites/AddFavorite';
import type { ListFavoritesHandler } from '#application/listings/favorites/ListFavorites';
import type { RemoveFavoriteHandler } from '#application/listings/favorites/RemoveFavorite';
import { hasFavoritesAccess } from '#domain/identity/AuthenticationRules';
import type { AuthenticationState } from '#domain/identity/AuthenticationState';
import type { FavoriteTotal } from '#domain/listings/favorites/Favorites';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { TrackedAct } from '#domain/tracking/TrackedActs';
import { favoriteReturnUrl, type FavoriteReturn } from './favoriteQuery';

/** Document 000 §10: "Favourite flow failure | error toast 'LeadRequestForm.Message.Error'". */
export const FAVORITE_FAILURE_MESSAGE = 'LeadRequestForm.Message.Error';

export interface FavoritesPorts {
  add: Pick<AddFavoriteHandler, 'execute'>;
  remove: Pick<RemoveFavoriteHandler, 'execute'>;
  list: Pick<ListFavoritesHandler, 'execute'>;
  /** The navigation counter (document 000 §2: "Counters show 99+ above 99"). */
  setTotal(total: number): void;
  /** The failure toast. */
  notifyFailure(message: string): void;
  /** Opens the login modal in the favourite flow, coming back to `callbackUrl`. */
  askToLogIn(callbackUrl: string): void;
  /** After a favourite is created (the suggest-save-search modal decides whether to open). */
  created?(listingId: number): void;
  /** Posts the act (document 002 "Tracking events"): the page's one tracker, which keeps the consent rules. */
  track?(act: TrackedAct): void;
}

/** Who clicks, and where: enough to decide between the service call and the login modal. */
export interface FavoriteClick {
  state: AuthenticationState | null | undefined;
  /** The page's own URL (path and query) to come back to after login. */
  currentUrl: string;
  searchId?: string;
}

/**
 * The visitor's favourites while pages are open (document 000 §4 "Favourite click", document 001
 * §4 "Favourites"): which listings are hearted, the total for the navigation counter, and the
 * clicks. Hearts start empty (the shared HTML holds none) and fill from the personal part.
 */
export class FavoritesViewModel {
  readonly ids = observable.set<number>();
  /** Listings with a request in flight: a click on them is ignored. */
  readonly pending = observable.set<number>();
  total = 0;
  /** The visitor's favourites are known (the personal part, or the list, arrived). */
  hydrated = false;

  constructor(private readonly ports: FavoritesPorts) {
    makeAutoObservable<FavoritesViewModel, 'ports'>(this, { ports: false }, { autoBind: true });
  }

  isFavorite(listingId: number): boolean {
    return this.ids.has(listingId);
  }

  isPending(listingId: number): boolean {
    return this.pending.has(listingId);
  }

  /** The personal part's favourites (or a fresh list): replaces what the page knew. */
  hydrate(part: { listingIds: readonly number[]; total: number } | undefined): void {
    this.ids.replace(part?.listingIds ?? []);
    this.setTotal(part?.total ?? 0);
    this.hydrated = true;
  }

  /** A page rendered for a signed-in visitor has no personal part: read the list once. */
  load = flow(function* load(this: FavoritesViewModel) {
    const result = (yield this.ports.list.execute({
      mode: 'ListingIds',
      caller: { state: undefined, userId: null },
    })) as Awaited<ReturnType<ListFavoritesHandler['execute']>>;
    if (result.ok) this.hydrate(result.value);
  });

  /** A click on a heart: the login modal for visitors without access, otherwise add or remove. */
  toggle(listingId: number, click: FavoriteClick): void {
    const remove = this.isFavorite(listingId);
    if (!hasFavoritesAccess(click.state ?? undefined)) {
      const pending: FavoriteReturn = { listingId, remove, searchId: click.searchId };
      this.ports.askToLogIn(favoriteReturnUrl(click.currentUrl, pending));
      return;
    }
    void this.apply(listingId, remove, click.searchId);
  }

  /** Completes the action a visitor started before logging in (the page came back with favoriteListingId). */
  complete(pending: FavoriteReturn, state: AuthenticationState | null | undefined): void {
    if (!hasFavoritesAccess(state ?? undefined)) return;
    if (pending.remove !== this.isFavorite(pending.listingId)) return;
    void this.apply(pending.listingId, pending.remove, pending.searchId);
  }

  apply = flow(function* apply(this: FavoritesViewModel, listingId: number, remove: boolean, searchId?: string) {
    if (this.pending.has(listingId)) return;
    this.pending.add(listingId);
    try {
      // The caller travels as the session's token: the http adapter does not send this argument.
      const command = { listingId, caller: { state: undefined, userId: null } };
      const result = (yield remove ? this.ports.remove.execute(command) : this.ports.add.execute(command)) as Result<
        FavoriteTotal,
        DomainError
      >;
      if (!result.ok) {
        this.ports.notifyFailure(FAVORITE_FAILURE_MESSAGE);
        return;
      }
      if (remove) this.ids.delete(listingId);
      else this.ids.add(listingId);
      this.setTotal(result.value.total);
      // Tracked once the service took it, with the listing (and the search it was made from).
      this.ports.track?.({
        action: remove ? 'deleteFavorite' : 'createFavorite',
        listingId,
        ...(searchId !== undefined && { searchId }),
      });
      if (!remove) this.ports.created?.(listingId);
    } finally {
      this.pending.delete(listingId);
    }
  });

  private setTotal(total: number): void {
    this.total = total;
    this.ports.setTotal(total);
  }
}
