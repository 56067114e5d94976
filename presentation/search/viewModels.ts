import { ContainerModule } from 'inversify';
import { PushSubscriptions } from '#application/alerts/ports';
import { ConfirmUnsubscribe } from '#application/alerts/tokens';
import { AccountsService, SessionService } from '#application/identity/ports';
import { GetPlacesByIds } from '#application/places/tokens';
import {
  ArchiveSearch,
  CreateSearch,
  GetSearch,
  ListSearches,
  PatchSearch,
  SearchMap,
} from '#application/search/tokens';
import { windowTimers } from '#presentation/shared/async/windowTimers';
import { lazy } from '#presentation/shared/di/viewModels';
import { ModalService } from '#presentation/shared/modal/tokens';
import { AppAdvertisementViewModel } from '#presentation/shared/shell/appAdvertisementTokens';
import { NotificationsViewModel } from '#presentation/shared/shell/tokens';
import { ActTracker } from '#presentation/shared/tracking/ActTracker';
import { browserSearchHistory } from './browserSearchHistory';
import { SearchMapViewModel as SearchMapViewModelClass } from './map/SearchMapViewModel';
import { MyHomeViewModel as MyHomeViewModelClass } from './myHome/MyHomeViewModel';
import { subscribeThisBrowser } from './saved/browserPush';
import { SaveSearchViewModel as SaveSearchViewModelClass } from './saved/SaveSearchViewModel';
import { SearchPageViewModel as SearchPageViewModelClass } from './SearchPageViewModel';
import { UnsubscribeConfirmationViewModel as UnsubscribeConfirmationViewModelClass } from './unsubscribe/UnsubscribeConfirmationViewModel';
import {
  MyHomeViewModel,
  SaveSearchViewModel,
  SearchMapViewModel,
  SearchPageViewModel,
  UnsubscribeConfirmationViewModel,
} from './viewModelTokens';

/**
 * The search view-models' factories. Every use case, toast, modal and tracker is resolved when
 * first called (`lazy`): searches run, are saved and are read after hydration or on a press, and a
 * server render (which binds no toasts, tracker or browser adapters) calls none of them.
 */
export const searchViewModels = new ContainerModule(({ bind }) => {
  bind(SearchPageViewModel)
    .toDynamicValue((context) => {
      const createSearch = lazy(context, CreateSearch);
      return ({ data, settings }) =>
        new SearchPageViewModelClass(data, settings, {
          createSearch,
          // The browser's history keeps the searches made on the page; a server render has none.
          history: typeof window === 'undefined' ? undefined : browserSearchHistory,
        });
    })
    .inTransientScope();

  bind(SearchMapViewModel)
    .toDynamicValue(
      (context) =>
        ({ page }) =>
          new SearchMapViewModelClass(page, { searchMap: lazy(context, SearchMap), timers: windowTimers }),
    )
    .inTransientScope();

  bind(SaveSearchViewModel)
    .toDynamicValue((context) => {
      const accounts = lazy(context, AccountsService);
      const session = lazy(context, SessionService);
      const modals = lazy(context, ModalService);
      const notifications = lazy(context, NotificationsViewModel);
      const appAdvertisement = lazy(context, AppAdvertisementViewModel);
      const tracker = lazy(context, ActTracker);
      const pushes = lazy(context, PushSubscriptions);
      return ({ caller }) =>
        new SaveSearchViewModelClass({
          patchSearch: lazy(context, PatchSearch),
          archiveSearch: lazy(context, ArchiveSearch),
          getSearch: lazy(context, GetSearch),
          identifyByEmail: async (profileId, email) => {
            const updated = await accounts.updateProfile(profileId, { details: { email } });
            if (!updated.ok) return updated;
            // The token carries the authentication state the searches service reads: refresh it now.
            const refreshed = await session.refresh();
            return refreshed.ok ? { ok: true, value: undefined } : refreshed;
          },
          encodeAction: (action) => session.encodeAction(action),
          openLogin: (request) => modals.login.open(request),
          notify: (notification) => notifications.notify(notification),
          offerAppAdvertisement: () => appAdvertisement.offer('SearchAlerts'),
          caller: () => caller,
          enablePush: () => subscribeThisBrowser(pushes),
          // A page view bears no profile: saving asks for the guest's (docs/pages.md "When a profile is born").
          guestProfileId: async () => {
            const guest = await session.guest();
            return guest.ok ? guest.value.profileId : null;
          },
          track: (act) => tracker.track(act),
        });
    })
    .inTransientScope();

  bind(MyHomeViewModel)
    .toDynamicValue((context) => {
      const notifications = lazy(context, NotificationsViewModel);
      const pushes = lazy(context, PushSubscriptions);
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
