import { ContainerModule } from 'inversify';
import { AccountsService, SessionService } from '#application/identity/ports';
import { lazy } from '#presentation/shared/di/viewModels';
import { browserRegional } from '#presentation/shared/regional/browserRegional';
import { NotificationsViewModel } from '#presentation/shared/shell/tokens';
import { TrackingConsent } from '#presentation/shared/tracking/TrackingConsent';
import { CookieConsentViewModel as CookieConsentViewModelClass } from './consent/CookieConsentViewModel';
import { DashboardSwitchPromptViewModel as DashboardSwitchPromptViewModelClass } from './dashboard/DashboardSwitchPromptViewModel';
import { DashboardSwitchViewModel as DashboardSwitchViewModelClass } from './dashboard/DashboardSwitchViewModel';
import { FeatureFlagEditorViewModel as FeatureFlagEditorViewModelClass } from './debug/FeatureFlagEditorViewModel';
import {
  CookieConsentViewModel,
  DashboardSwitchPromptViewModel,
  DashboardSwitchViewModel,
  FeatureFlagEditorViewModel,
} from './viewModelTokens';

/**
 * The identity view-models' factories (the shell's banner, prompt and debug panel). Every service
 * is resolved when first called (`lazy`): they act on a visitor's press, never in a server render,
 * which binds no toasts and no tracker.
 */
export const identityViewModels = new ContainerModule(({ bind }) => {
  bind(CookieConsentViewModel)
    .toDynamicValue(
      (context) => (args) =>
        new CookieConsentViewModelClass(
          {
            accounts: lazy(context, AccountsService),
            session: lazy(context, SessionService),
            trackingConsent: lazy(context, TrackingConsent),
          },
          args,
        ),
    )
    .inTransientScope();

  bind(DashboardSwitchViewModel)
    .toDynamicValue(
      (context) => () =>
        new DashboardSwitchViewModelClass({
          notifications: lazy(context, NotificationsViewModel),
          accounts: lazy(context, AccountsService),
        }),
    )
    .inTransientScope();

  // The prompt switches with a switch of its own, as the navigation's link does.
  bind(DashboardSwitchPromptViewModel)
    .toDynamicValue((context) => () => new DashboardSwitchPromptViewModelClass(context.get(DashboardSwitchViewModel)()))
    .inTransientScope();

  // The override cookie is written and the page reloaded in this browser (the editor acts on a press).
  bind(FeatureFlagEditorViewModel)
    .toDynamicValue(
      () =>
        ({ effective, overrides }) =>
          new FeatureFlagEditorViewModelClass(effective, overrides, browserRegional),
    )
    .inTransientScope();
});
