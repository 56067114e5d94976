import type { ContainerModule } from 'inversify';
import { valuationViewModels } from '#presentation/valuation/viewModels';
import { valuationModule } from '../valuationModule';

/** The valuation wizard and the visitor's properties. */
export const valuationPageModules: readonly ContainerModule[] = [valuationModule, valuationViewModels];
