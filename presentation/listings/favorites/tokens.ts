import type { ServiceIdentifier } from 'inversify';
import type { FavoritesViewModel as FavoritesViewModelClass } from './FavoritesViewModel';

/** The browser's one FavoritesViewModel (config/di/favoritesModule); the server binds none. */
export const FavoritesViewModel: ServiceIdentifier<FavoritesViewModelClass> = Symbol.for('listings.FavoritesViewModel');
