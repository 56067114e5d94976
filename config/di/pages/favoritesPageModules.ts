import type { ContainerModule } from 'inversify';
import { listingsModule } from '../listingsModule';

/** The favourites page: the favourite listings' reads (the hearts themselves are the shell's). */
export const favoritesPageModules: readonly ContainerModule[] = [listingsModule];
