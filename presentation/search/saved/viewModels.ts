import { ContainerModule } from 'inversify';
import { GetPushPublicKey, SubscribeThisBrowser } from '#application/alerts/tokens';
import {
  EncodePostLoginAction,
  EnsureGuestProfile,
  RefreshSession,
  UpdateOwnProfile,
} from '#application/identity/tokens';
import { ArchiveSearch, GetSearch, PatchSearch } from '#application/search/tokens';
import { lazy } from '#presentation/shared/di/viewModels';
import { ModalService } from '#presentation/shared/modal/tokens';
import { AppAdvertisementViewModel } from '#presentation/shared/shell/appAdvertisementTokens';
import { NotificationsViewModel } from '#presentation/shared/shell/tokens';
import { ActTracker } from '#presentation/shared/tracking/ActTracker';
import { SaveSearchViewModel } from '../viewModelTokens';
import { subscribeThisBrowser } from './browserPush';
import { SaveSearchViewModel as SaveSearchViewModelClass } from './SaveSearchViewModel';

/**
 * The save-search dialogs' factory, a part of the shell: any page may suggest saving a search after
 * a favourite (document 001 §4). Every use case, toast, modal and tracker is resolved when first
 * called (`lazy`): a server render calls none of them.
 */
export const savedSearchViewModels = new ContainerModule(({ bind }) => {
  bind(SaveSearchViewModel)
    .toDynamicValue((context) => {
      const updateOwnProfile = lazy(context, UpdateOwnProfile);
      const ensureGuestProfile = lazy(context, EnsureGuestProfile);
      const refreshSession = lazy(context, RefreshSession);
      const encodePostLoginAction = lazy(context, EncodePostLoginAction);
      const modals = lazy(context, ModalService);
      const notifications = lazy(context, NotificationsViewModel);
      const appAdvertisement = lazy(context, AppAdvertisementViewModel);
      const tracker = lazy(context, ActTracker);
      const pushes = { publicKey: lazy(context, GetPushPublicKey), subscribe: lazy(context, SubscribeThisBrowser) };
      return ({ caller }) =>
        new SaveSearchViewModelClass({
          patchSearch: lazy(context, PatchSearch),
          archiveSearch: lazy(context, ArchiveSearch),
          getSearch: lazy(context, GetSearch),
          identifyByEmail: async (profileId, email) => {
            const updated = await updateOwnProfile.execute({ profileId, details: { email } });
            if (!updated.ok) return updated;
            // The token carries the authentication state the searches service reads: refresh it now.
            const refreshed = await refreshSession.execute();
            return refreshed.ok ? { ok: true, value: undefined } : refreshed;
          },
          encodeAction: (action) => encodePostLoginAction.execute(action),
          openLogin: (request) => modals.login.open(request),
          notify: (notification) => notifications.notify(notification),
          offerAppAdvertisement: () => appAdvertisement.offer('SearchAlerts'),
          caller: () => caller,
          enablePush: () => subscribeThisBrowser(pushes),
          // A page view bears no profile: saving asks for the guest's (docs/pages.md "When a profile is born").
          guestProfileId: () => ensureGuestProfile.execute(),
          track: (act) => tracker.track(act),
        });
    })
    .inTransientScope();
});
