import { ContainerModule } from 'inversify';
import { ConfirmAlertAddress } from '#application/alerts/tokens';
import { lazy } from '#presentation/shared/di/viewModels';
import { AlertConfirmationViewModel as AlertConfirmationViewModelClass } from './confirm/AlertConfirmationViewModel';
import { AlertConfirmationViewModel } from './viewModelTokens';

/** The alerts view-models' factories: the confirmation is sent on a press, so resolved then. */
export const alertsViewModels = new ContainerModule(({ bind }) => {
  bind(AlertConfirmationViewModel)
    .toDynamicValue(
      (context) =>
        ({ token }) =>
          new AlertConfirmationViewModelClass(token, lazy(context, ConfirmAlertAddress)),
    )
    .inTransientScope();
});
