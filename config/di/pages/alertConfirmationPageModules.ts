import type { ContainerModule } from 'inversify';
import { alertsViewModels } from '#presentation/alerts/viewModels';

/** The alert address's confirmation page (its use case is the shell's alertsModule). */
export const alertConfirmationPageModules: readonly ContainerModule[] = [alertsViewModels];
