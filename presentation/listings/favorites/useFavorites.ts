import { useOptionalInjection } from '#presentation/shared/di/ContainerContext';
import { FavoritesViewModel as FavoritesViewModelClass } from './FavoritesViewModel';
import { FavoritesViewModel } from './tokens';

/**
 * A server render has no favourites (shared HTML holds no hearts, docs/pages.md): it gets this
 * empty one, which nothing ever changes (only browser effects and clicks do).
 */
const NONE = new FavoritesViewModelClass({
  add: { execute: () => Promise.reject(new Error('no favourites on the server')) },
  remove: { execute: () => Promise.reject(new Error('no favourites on the server')) },
  list: { execute: () => Promise.reject(new Error('no favourites on the server')) },
  setTotal: () => undefined,
  notifyFailure: () => undefined,
  askToLogIn: () => undefined,
});

export function useFavorites(): FavoritesViewModelClass {
  return useOptionalInjection(FavoritesViewModel) ?? NONE;
}
