import type { ServiceIdentifier } from 'inversify';
import type { AppAdvertisementViewModel as AppAdvertisementViewModelClass } from './AppAdvertisementViewModel';

/** The advert's view-model (one per page load in the browser). */
export const AppAdvertisementViewModel: ServiceIdentifier<AppAdvertisementViewModelClass> = Symbol.for(
  'shell.AppAdvertisementViewModel',
);
