import { inject, injectable } from 'inversify';
import type { FavoritesCaller, FavoriteTotal } from '#domain/listings/favorites/Favorites';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { FavoritesService } from '../ports';

/** DELETE /v2/listings/{id}/favorite: drop a favourite (none to drop is not an error); answers the new total. */
@injectable()
export class RemoveFavoriteHandler {
  constructor(@inject(FavoritesService) private readonly favorites: FavoritesService) {}

  execute(command: {
    listingId: number | string;
    caller: FavoritesCaller;
  }): Promise<Result<FavoriteTotal, DomainError>> {
    return this.favorites.removeFavorite(command.listingId, command.caller);
  }
}
