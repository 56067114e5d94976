import { viewModelToken } from '#presentation/shared/di/viewModels';
import type { AlertConfirmationViewModel as AlertConfirmationViewModelClass } from './confirm/AlertConfirmationViewModel';

/** The alerts context's view-models (docs/contributing.md "A page's view-model"). */
export const AlertConfirmationViewModel = viewModelToken<AlertConfirmationViewModelClass, { token: string | null }>(
  'alerts.AlertConfirmation',
);
