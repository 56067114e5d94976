import { viewModelToken } from '#presentation/shared/di/viewModels';
import type { PhoneRevealArgs, PhoneRevealViewModel as PhoneRevealViewModelClass } from './PhoneRevealViewModel';

/** The contact buttons' view-models (docs/contributing.md "A page's view-model"). */
export const PhoneRevealViewModel = viewModelToken<PhoneRevealViewModelClass, PhoneRevealArgs>('contact.PhoneReveal');
