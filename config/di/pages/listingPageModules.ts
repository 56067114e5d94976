import type { ContainerModule } from 'inversify';
import { listingsViewModels } from '#presentation/listings/viewModels';
import { leadsViewModels } from '#presentation/leads/viewModels';
import { financingViewModels } from '#presentation/financing/viewModels';
import { contactViewModels } from '#presentation/shared/contact/viewModels';
import { trackingViewModels } from '#presentation/tracking/viewModels';
import { financingModule } from '../financingModule';
import { leadsModule } from '../leadsModule';
import { listingsModule } from '../listingsModule';

/** The listing and project page: the listing's reads, its contact (lead form, phone), financing and its views. */
export const listingPageModules: readonly ContainerModule[] = [
  listingsModule,
  leadsModule,
  financingModule,
  listingsViewModels,
  leadsViewModels,
  financingViewModels,
  contactViewModels,
  trackingViewModels,
];
