import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { AddFavoriteHandler } from '#application/listings/favorites/AddFavorite';
import { GetFavoritesPageHandler } from '#application/listings/favorites/GetFavoritesPage';
import { ListFavoritesHandler } from '#application/listings/favorites/ListFavorites';
import { RemoveFavoriteHandler } from '#application/listings/favorites/RemoveFavorite';
import { ContactPhones, FavoritesService, ListingsService, PublishingService } from '#application/listings/ports';
import { HttpContactPhones } from '#infrastructure/listings/http/HttpContactPhones';
import { RevealContactPhoneHandler } from '#application/listings/queries/RevealContactPhone';
import { HttpPublishingService } from '#infrastructure/listings/publishing/HttpPublishingService';
import { GetListingHandler } from '#application/listings/queries/GetListing';
import { LoadListingPageHandler } from '#application/listings/queries/LoadListingPage';
import { LoadListingPage } from '#application/listings/pageTokens';
import { GetListingsByIdsHandler } from '#application/listings/queries/GetListingsByIds';
import { GetPriceHistoryHandler } from '#application/listings/queries/GetPriceHistory';
import { TranslateListingHandler } from '#application/listings/translation/TranslateListing';
import {
  AddFavorite,
  GetFavoritesPage,
  GetListing,
  GetListingsByIds,
  GetPriceHistory,
  TranslateListing,
  ListFavorites,
  RemoveFavorite,
  RevealContactPhone,
} from '#application/listings/tokens';
import { HttpFavoritesService } from '#infrastructure/listings/favorites/HttpFavoritesService';
import { FavoritesViewModel } from '#presentation/listings/favorites/FavoritesViewModel';
import { FavoritesViewModel as FavoritesViewModelToken } from '#presentation/listings/favorites/tokens';
import { ModalService } from '#presentation/shared/modal/tokens';
import { NavigationViewModel, NotificationsViewModel } from '#presentation/shared/shell/tokens';
import { ActTracker } from '#presentation/shared/tracking/ActTracker';
import { HttpListingsService } from '#infrastructure/listings/http/HttpListingsService';

/** The listings use cases (document 001 §7 "Listings"), bound whatever serves ListingsService. */
export function bindListingsUseCases(bind: ContainerModuleLoadOptions['bind']): void {
  bind(GetListing).to(GetListingHandler).inSingletonScope();
  bind(GetListingsByIds).to(GetListingsByIdsHandler).inSingletonScope();
  bind(LoadListingPage).to(LoadListingPageHandler).inSingletonScope();
  bind(GetPriceHistory).to(GetPriceHistoryHandler).inSingletonScope();
  bind(RevealContactPhone).to(RevealContactPhoneHandler).inSingletonScope();
  bind(TranslateListing).to(TranslateListingHandler).inSingletonScope();
  bind(AddFavorite).to(AddFavoriteHandler).inSingletonScope();
  bind(RemoveFavorite).to(RemoveFavoriteHandler).inSingletonScope();
  bind(ListFavorites).to(ListFavoritesHandler).inSingletonScope();
  bind(GetFavoritesPage).to(GetFavoritesPageHandler).inSingletonScope();
}

/** Listings in the browser: the use cases over ListingsService's http adapter (needs ServiceClientToken bound). */
export const listingsModule = new ContainerModule(({ bind }) => {
  bindListingsUseCases(bind);
  bind(ListingsService).to(HttpListingsService).inSingletonScope();
  bind(ContactPhones).to(HttpContactPhones).inSingletonScope();
  bind(FavoritesService).to(HttpFavoritesService).inSingletonScope();
  bind(PublishingService).to(HttpPublishingService).inSingletonScope();
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
