import { inject, injectable } from 'inversify';
import type { FavoritesService } from '#application/listings/ports';
import {
  FAVORITES_SORT,
  type FavoritesList,
  type FavoritesMode,
  type FavoriteTotal,
} from '#domain/listings/favorites/Favorites';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';
import { LISTINGS_ROUTES } from '#application/listings/svcRoutes';
import { pathOf } from '#application/shared/svcRoute';

/**
 * FavoritesService over the seed contract (document 001 §7). The caller travels as the bearer
 * token (the portal's cookie on same-origin calls), so the caller argument is not sent. Document
 * 001 §5: "Favourite create accepts 2xx or 409": a 409 means it is a favourite already, and the
 * total is then read with mode NoListings.
 */
@injectable()
export class HttpFavoritesService implements FavoritesService {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  async addFavorite(listingId: number | string): Promise<Result<FavoriteTotal, DomainError>> {
    const result = await this.client.request<FavoriteTotal>(
      LISTINGS_ROUTES.addFavorite.method,
      pathOf(LISTINGS_ROUTES.addFavorite, { id: listingId }),
    );
    if (!result.ok && result.error.kind === 'CONFLICT') {
      const list = await this.listFavorites('NoListings');
      return list.ok ? ok({ total: list.value.total }) : list;
    }
    return result;
  }

  removeFavorite(listingId: number | string): Promise<Result<FavoriteTotal, DomainError>> {
    return this.client.request<FavoriteTotal>(
      LISTINGS_ROUTES.removeFavorite.method,
      pathOf(LISTINGS_ROUTES.removeFavorite, { id: listingId }),
    );
  }

  listFavorites(mode: FavoritesMode): Promise<Result<FavoritesList, DomainError>> {
    return this.client.request<FavoritesList>(LISTINGS_ROUTES.favorites.method, pathOf(LISTINGS_ROUTES.favorites), {
      query: { mode, sort: FAVORITES_SORT },
    });
  }
}
