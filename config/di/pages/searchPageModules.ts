import type { ContainerModule } from 'inversify';
import { searchViewModels } from '#presentation/search/viewModels';
import { searchMapModule } from '../searchMapModule';

/** The search and agency pages: the results, the filters and the map's reads. */
export const searchPageModules: readonly ContainerModule[] = [searchMapModule, searchViewModels];
