import type { FeatureFlagOverrides } from '#domain/portal/FeatureFlagOverrides';
import type { FeatureFlags } from '#domain/portal/Portal';
import type { LoginPageState } from '#application/identity/pageTokens';
import { viewModelToken } from '#presentation/shared/di/viewModels';
import type {
  CookieConsentArgs,
  CookieConsentViewModel as CookieConsentViewModelClass,
} from './consent/CookieConsentViewModel';
import type { DashboardSwitchPromptViewModel as DashboardSwitchPromptViewModelClass } from './dashboard/DashboardSwitchPromptViewModel';
import type { DashboardSwitchViewModel as DashboardSwitchViewModelClass } from './dashboard/DashboardSwitchViewModel';
import type { FeatureFlagEditorViewModel as FeatureFlagEditorViewModelClass } from './debug/FeatureFlagEditorViewModel';
import type { LoginViewModel as LoginViewModelClass } from './login/LoginViewModel';
import type {
  RegionalPageArgs,
  RegionalSettingsPageViewModel as RegionalSettingsPageViewModelClass,
} from './settings/RegionalSettingsPageViewModel';

/** The identity context's view-models (docs/contributing.md "A page's view-model"). */
export const CookieConsentViewModel = viewModelToken<CookieConsentViewModelClass, CookieConsentArgs>(
  'identity.CookieConsent',
);
export const DashboardSwitchViewModel = viewModelToken<DashboardSwitchViewModelClass>('identity.DashboardSwitch');
export const DashboardSwitchPromptViewModel = viewModelToken<DashboardSwitchPromptViewModelClass>(
  'identity.DashboardSwitchPrompt',
);
export const FeatureFlagEditorViewModel = viewModelToken<
  FeatureFlagEditorViewModelClass,
  { effective: FeatureFlags; overrides: FeatureFlagOverrides }
>('identity.FeatureFlagEditor');
/** The login and register page's forms, from the provider's interaction (the page's state). */
export const LoginViewModel = viewModelToken<LoginViewModelClass, LoginPageState>('identity.Login');
export const RegionalSettingsPageViewModel = viewModelToken<RegionalSettingsPageViewModelClass, RegionalPageArgs>(
  'identity.RegionalSettingsPage',
);
