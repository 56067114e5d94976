import { ContainerModule } from 'inversify';
import { browserRegional } from '#presentation/shared/regional/browserRegional';
import { RegionalSettingsViewModel as RegionalSettingsViewModelClass } from './regional/RegionalSettingsViewModel';
import { PortalSuggestionViewModel as PortalSuggestionViewModelClass } from './suggestion/PortalSuggestionViewModel';
import { PortalSuggestionViewModel, RegionalSettingsViewModel } from './viewModelTokens';

/**
 * The shell's factories: the regional switch and the portal suggestion act on this browser (a
 * cookie written, the page reloaded or left), only on the visitor's press.
 */
export const shellViewModels = new ContainerModule(({ bind }) => {
  bind(RegionalSettingsViewModel)
    .toDynamicValue(() => (state) => new RegionalSettingsViewModelClass(state, browserRegional))
    .inTransientScope();
  bind(PortalSuggestionViewModel)
    .toDynamicValue(() => () => new PortalSuggestionViewModelClass(browserRegional))
    .inTransientScope();
});
