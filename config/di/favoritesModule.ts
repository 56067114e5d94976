import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { AddFavoriteHandler } from '#application/listings/favorites/AddFavorite';
import { ListFavoritesHandler } from '#application/listings/favorites/ListFavorites';
import { RemoveFavoriteHandler } from '#application/listings/favorites/RemoveFavorite';
import { FavoritesService } from '#application/listings/ports';
import { AddFavorite, ListFavorites, RemoveFavorite } from '#application/listings/tokens';
import { HttpFavoritesService } from '#infrastructure/listings/favorites/HttpFavoritesService';
import { FavoritesViewModel } from '#presentation/listings/favorites/FavoritesViewModel';
import { FavoritesViewModel as FavoritesViewModelToken } from '#presentation/listings/favorites/tokens';
import { ModalService } from '#presentation/shared/modal/tokens';
import { NavigationViewModel, NotificationsViewModel } from '#presentation/shared/shell/tokens';
import { ActTracker } from '#presentation/shared/tracking/ActTracker';

/** The favourites' own use cases (document 001 §7 "Favorites"), bound whatever serves FavoritesService. */
export function bindFavoritesUseCases(bind: ContainerModuleLoadOptions['bind']): void {
  bind(AddFavorite).to(AddFavoriteHandler).inSingletonScope();
  bind(RemoveFavorite).to(RemoveFavoriteHandler).inSingletonScope();
  bind(ListFavorites).to(ListFavoritesHandler).inSingletonScope();
}

/**
 * Favourites in the browser, a part of the shell (every page's hearts and the navigation's
 * counter): the use cases over FavoritesService's http adapter (needs ServiceClientToken bound).
 */
export const favoritesModule = new ContainerModule(({ bind }) => {
  bindFavoritesUseCases(bind);
  bind(FavoritesService).to(HttpFavoritesService).inSingletonScope();
  // One for every page of the visit: hearts and the navigation counter agree across pages.
  bind(FavoritesViewModelToken)
    .toDynamicValue(
      (context) =>
        new FavoritesViewModel({
          add: context.get(AddFavorite),
          remove: context.get(RemoveFavorite),
          list: context.get(ListFavorites),
          setTotal: (total) => context.get(NavigationViewModel).setFavoritesTotal(total),
          notifyFailure: (message) =>
            context.get(NotificationsViewModel).notify({ id: 'favorite-failure', message, kind: 'error' }),
          askToLogIn: (callbackUrl) => context.get(ModalService).login.open({ favoriteFlow: true, callbackUrl }),
          // Document 001 §4: the suggest-save-search modal may follow a favourite (its host decides).
          created: () => context.get(ModalService).suggestSaveSearch.favoriteCreated(),
          track: (act) => context.get(ActTracker).track(act),
        }),
    )
    .inSingletonScope();
});
