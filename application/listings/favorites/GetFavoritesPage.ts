import { inject, injectable } from 'inversify';
import { type FavoritesCaller, type FavoritesGroup, groupFavorites } from '#domain/listings/favorites/Favorites';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import { FavoritesService, ListingsService } from '../ports';

export interface FavoritesPage {
  total: number;
  groups: FavoritesGroup[];
}

/**
 * The /favorites page (document 000 §2): the visitor's favourites newest first (-creationDate),
 * read in Light mode, listings and units grouped by project (document 001 §3), each project with
 * its own listing (its name and page).
 */
@injectable()
export class GetFavoritesPageHandler {
  constructor(
    @inject(FavoritesService) private readonly favorites: FavoritesService,
    @inject(ListingsService) private readonly listings: ListingsService,
  ) {}

  async execute(query: { caller: FavoritesCaller; currencyId?: string }): Promise<Result<FavoritesPage, DomainError>> {
    const list = await this.favorites.listFavorites('ListingIds', query.caller);
    if (!list.ok) return list;
    const listings = await this.listings.getListingsByIds(list.value.listingIds, {
      currencyId: query.currencyId,
      mode: 'Light',
    });
    // A project's units are shown under the project's name, linked to its page.
    const groups = await Promise.all(
      groupFavorites(listings).map(async (group) => {
        if (group.kind !== 'project') return group;
        const family = await this.listings.getProjectListings(group.projectId, {
          currencyId: query.currencyId,
          mode: 'Light',
        });
        const project = family.find((member) => member.listingClass !== 'UnitListing');
        return project ? { ...group, project } : group;
      }),
    );
    return ok({ total: list.value.total, groups });
  }
}
