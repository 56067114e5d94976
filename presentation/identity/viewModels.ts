import { ContainerModule } from 'inversify';
import {
  EnsureGuestProfile,
  IssueOwnClientSwitchCode,
  SaveOwnCookiesConsent,
  SubmitLoginStep,
  UpdateOwnProfile,
} from '#application/identity/tokens';
import { lazy } from '#presentation/shared/di/viewModels';
import { browserRegional } from '#presentation/shared/regional/browserRegional';
import { NotificationsViewModel } from '#presentation/shared/shell/tokens';
import { TrackingConsent } from '#presentation/shared/tracking/TrackingConsent';
import { CookieConsentViewModel as CookieConsentViewModelClass } from './consent/CookieConsentViewModel';
import { DashboardSwitchPromptViewModel as DashboardSwitchPromptViewModelClass } from './dashboard/DashboardSwitchPromptViewModel';
import { DashboardSwitchViewModel as DashboardSwitchViewModelClass } from './dashboard/DashboardSwitchViewModel';
import { FeatureFlagEditorViewModel as FeatureFlagEditorViewModelClass } from './debug/FeatureFlagEditorViewModel';
import { LoginViewModel as LoginViewModelClass } from './login/LoginViewModel';
import { RegionalSettingsPageViewModel as RegionalSettingsPageViewModelClass } from './settings/RegionalSettingsPageViewModel';
import {
  CookieConsentViewModel,
  DashboardSwitchPromptViewModel,
  DashboardSwitchViewModel,
  FeatureFlagEditorViewModel,
  LoginViewModel,
  RegionalSettingsPageViewModel,
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
            saveCookiesConsent: lazy(context, SaveOwnCookiesConsent),
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
          issueSwitchCode: lazy(context, IssueOwnClientSwitchCode),
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

  // The steps are sent on a press; a success follows the provider's resume URL in this browser.
  bind(LoginViewModel)
    .toDynamicValue((context) => (state) => new LoginViewModelClass(state, lazy(context, SubmitLoginStep)))
    .inTransientScope();

  // The save writes the currency cookie and follows the new language in this browser.
  bind(RegionalSettingsPageViewModel)
    .toDynamicValue(
      (context) => (args) =>
        new RegionalSettingsPageViewModelClass(
          {
            updateOwnProfile: lazy(context, UpdateOwnProfile),
            ensureGuestProfile: lazy(context, EnsureGuestProfile),
            browser: browserRegional,
          },
          args,
        ),
    )
    .inTransientScope();
});
