import { ContainerModule } from 'inversify';
import { ConfirmUnsubscribe, GetPushPublicKey, SubscribeThisBrowser } from '#application/alerts/tokens';
import { GetPlacesByIds } from '#application/places/tokens';
import { ArchiveSearch, ListSearches, PatchSearch } from '#application/search/tokens';
import { lazy } from '#presentation/shared/di/viewModels';
import { NotificationsViewModel } from '#presentation/shared/shell/tokens';
import { subscribeThisBrowser } from '../saved/browserPush';
import { UnsubscribeConfirmationViewModel as UnsubscribeConfirmationViewModelClass } from '../unsubscribe/UnsubscribeConfirmationViewModel';
import { MyHomeViewModel, UnsubscribeConfirmationViewModel } from '../viewModelTokens';
import { MyHomeViewModel as MyHomeViewModelClass } from './MyHomeViewModel';

/**
 * My home's and the unsubscribe page's view-model factories: the visitor's saved searches, read
 * after hydration, changed on a press (`lazy`).
 */
export const savedSearchesPageViewModels = new ContainerModule(({ bind }) => {
  bind(MyHomeViewModel)
    .toDynamicValue((context) => {
      const notifications = lazy(context, NotificationsViewModel);
      const pushes = { publicKey: lazy(context, GetPushPublicKey), subscribe: lazy(context, SubscribeThisBrowser) };
      return ({ caller }) =>
        new MyHomeViewModelClass({
          listSearches: lazy(context, ListSearches),
          patchSearch: lazy(context, PatchSearch),
          archiveSearch: lazy(context, ArchiveSearch),
          placesByIds: lazy(context, GetPlacesByIds),
          notify: (notification) => notifications.notify(notification),
          caller: () => caller,
          enablePush: () => subscribeThisBrowser(pushes),
        });
    })
    .inTransientScope();

  bind(UnsubscribeConfirmationViewModel)
    .toDynamicValue(
      (context) =>
        ({ searchId, unsubscribed }) =>
          new UnsubscribeConfirmationViewModelClass(searchId, unsubscribed, lazy(context, ConfirmUnsubscribe)),
    )
    .inTransientScope();
});
