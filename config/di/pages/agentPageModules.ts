import type { ContainerModule } from 'inversify';
import { financingViewModels } from '#presentation/financing/viewModels';
import { leadsViewModels } from '#presentation/leads/viewModels';
import { searchViewModels } from '#presentation/search/viewModels';
import { contactViewModels } from '#presentation/shared/contact/viewModels';
import { financingModule } from '../financingModule';
import { leadsModule } from '../leadsModule';
import { listingsModule } from '../listingsModule';
import { searchMapModule } from '../searchMapModule';

/** The agent's page: the agent's contact (lead form, phone) and their listings' search. */
export const agentPageModules: readonly ContainerModule[] = [
  listingsModule,
  leadsModule,
  financingModule,
  searchMapModule,
  leadsViewModels,
  financingViewModels,
  contactViewModels,
  searchViewModels,
];
