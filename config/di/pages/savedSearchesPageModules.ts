import type { ContainerModule } from 'inversify';
import { savedSearchesPageViewModels } from '#presentation/search/myHome/viewModels';

/** My home and the unsubscribe page: the visitor's saved searches (their use cases are the shell's). */
export const savedSearchesPageModules: readonly ContainerModule[] = [savedSearchesPageViewModels];
