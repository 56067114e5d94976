import { ContainerModule } from 'inversify';
import { RevealContactPhone } from '#application/listings/tokens';
import { lazy } from '#presentation/shared/di/viewModels';
import { ActTracker } from '#presentation/shared/tracking/ActTracker';
import { PhoneRevealViewModel as PhoneRevealViewModelClass } from './PhoneRevealViewModel';
import { PhoneRevealViewModel } from './viewModelTokens';

/** The contact buttons' factories: the number is fetched and tracked on the press, so resolved then. */
export const contactViewModels = new ContainerModule(({ bind }) => {
  bind(PhoneRevealViewModel)
    .toDynamicValue(
      (context) => (args) =>
        new PhoneRevealViewModelClass(
          { revealPhone: lazy(context, RevealContactPhone), tracker: lazy(context, ActTracker) },
          args,
        ),
    )
    .inTransientScope();
});
