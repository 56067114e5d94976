import { viewModelToken } from '#presentation/shared/di/viewModels';
import type {
  RegionalSettingsState,
  RegionalSettingsViewModel as RegionalSettingsViewModelClass,
} from './regional/RegionalSettingsViewModel';
import type { PortalSuggestionViewModel as PortalSuggestionViewModelClass } from './suggestion/PortalSuggestionViewModel';

/** The shell's view-models (docs/contributing.md "A page's view-model"). */
export const RegionalSettingsViewModel = viewModelToken<RegionalSettingsViewModelClass, RegionalSettingsState>(
  'shell.RegionalSettings',
);
export const PortalSuggestionViewModel = viewModelToken<PortalSuggestionViewModelClass>('shell.PortalSuggestion');
