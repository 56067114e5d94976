import { ContainerModule } from 'inversify';
import { UpdateOwnProfile } from '#application/identity/tokens';
import { CreateProperty, GetProperty, PatchProperty, ValuateProperty } from '#application/valuation/tokens';
import { lazy } from '#presentation/shared/di/viewModels';
import { NotificationsViewModel } from '#presentation/shared/shell/tokens';
import { WizardViewModel } from './viewModelTokens';
import { WizardViewModel as WizardViewModelClass } from './WizardViewModel';

/**
 * The valuation view-models' factories. Every dependency is resolved when first called (`lazy`):
 * the wizard loads and saves after hydration, and a server render binds no toasts.
 */
export const valuationViewModels = new ContainerModule(({ bind }) => {
  bind(WizardViewModel)
    .toDynamicValue(
      (context) => (args) =>
        new WizardViewModelClass(
          {
            getProperty: lazy(context, GetProperty),
            createProperty: lazy(context, CreateProperty),
            patchProperty: lazy(context, PatchProperty),
            valuateProperty: lazy(context, ValuateProperty),
            updateOwnProfile: lazy(context, UpdateOwnProfile),
            notifications: lazy(context, NotificationsViewModel),
          },
          args,
        ),
    )
    .inTransientScope();
});
