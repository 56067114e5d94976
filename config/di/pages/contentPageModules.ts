import type { ContainerModule } from 'inversify';
import { contentViewModels } from '#presentation/content/viewModels';
import { financingViewModels } from '#presentation/financing/viewModels';
import { contentModule } from '../contentModule';
import { financingModule } from '../financingModule';
import { leadsModule } from '../leadsModule';

/**
 * The home page and a content page: their modules' forms and slideshows, and the mortgage module's
 * calculator and lead (over the leads' form stamp: leadsModule; no lead form of its own).
 */
export const contentPageModules: readonly ContainerModule[] = [
  contentModule,
  financingModule,
  leadsModule,
  contentViewModels,
  financingViewModels,
];
