import type { FeatureFlagOverrides } from '#domain/portal/FeatureFlagOverrides';
import type { FeatureFlags } from '#domain/portal/Portal';
import { viewModelToken } from '#presentation/shared/di/viewModels';
import type {
  CookieConsentArgs,
  CookieConsentViewModel as CookieConsentViewModelClass,
} from './consent/CookieConsentViewModel';
import type { DashboardSwitchPromptViewModel as DashboardSwitchPromptViewModelClass } from './dashboard/DashboardSwitchPromptViewModel';
import type { DashboardSwitchViewModel as DashboardSwitchViewModelClass } from './dashboard/DashboardSwitchViewModel';
import type { FeatureFlagEditorViewModel as FeatureFlagEditorViewModelClass } from './debug/FeatureFlagEditorViewModel';

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
