import { viewModelToken } from '#presentation/shared/di/viewModels';
import type { WizardArgs, WizardViewModel as WizardViewModelClass } from './WizardViewModel';

/** The valuation context's view-models (docs/contributing.md "A page's view-model"). */
export const WizardViewModel = viewModelToken<WizardViewModelClass, WizardArgs>('valuation.Wizard');
