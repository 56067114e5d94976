import type { ContainerModule } from 'inversify';
import { leadsViewModels } from '#presentation/leads/viewModels';
import { leadsModule } from '../leadsModule';

/** The chat page: the visitor's conversations. */
export const chatPageModules: readonly ContainerModule[] = [leadsModule, leadsViewModels];
