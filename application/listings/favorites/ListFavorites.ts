import { inject, injectable } from 'inversify';
import type { FavoritesCaller, FavoritesList, FavoritesMode } from '#domain/listings/favorites/Favorites';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { FavoritesService } from '../ports';

/** GET /v2/listings/favorites: the total and, unless mode is NoListings, the ids newest first. */
@injectable()
export class ListFavoritesHandler {
  constructor(@inject(FavoritesService) private readonly favorites: FavoritesService) {}

  execute(query: { mode: FavoritesMode; caller: FavoritesCaller }): Promise<Result<FavoritesList, DomainError>> {
    return this.favorites.listFavorites(query.mode, query.caller);
  }
}
