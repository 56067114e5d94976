import { inject, injectable } from 'inversify';
import type { FavoritesCaller, FavoriteTotal } from '#domain/listings/favorites/Favorites';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { FavoritesService } from '../ports';

/** POST /v2/listings/{id}/favorite: favourite a listing, unit or project listing; answers the new total. */
@injectable()
export class AddFavoriteHandler {
  constructor(@inject(FavoritesService) private readonly favorites: FavoritesService) {}

  execute(command: {
    listingId: number | string;
    caller: FavoritesCaller;
  }): Promise<Result<FavoriteTotal, DomainError>> {
    return this.favorites.addFavorite(command.listingId, command.caller);
  }
}
