import { and, count, desc, eq } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { FavoritesService } from '#application/listings/ports';
import {
  type FavoritesCaller,
  type FavoritesList,
  type FavoritesMode,
  type FavoriteTotal,
  favoritesOwnerOf,
} from '#domain/listings/favorites/Favorites';
import { parseListingId } from '#domain/listings/ListingId';
import { type DomainError, domainError, notFound } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { Database } from '#infrastructure/db/DatabaseToken';
import { listingFavorites, listings, profiles } from '#infrastructure/db/schema';

/**
 * Favourites embedded on the database. One row per (user, listing): adding is an insert that
 * does nothing on conflict, so two tabs or a double click never count a favourite twice, and the
 * total is always counted from the rows, never kept beside them.
 */
@injectable()
export class SqlFavoritesService implements FavoritesService {
  constructor(@inject(Database) private readonly db: Database) {}

  async addFavorite(listingId: number | string, caller: FavoritesCaller): Promise<Result<FavoriteTotal, DomainError>> {
    const target = await this.target(listingId, caller);
    if (!target.ok) return target;
    const { userId, id } = target.value;
    const [listing] = await this.db.select({ id: listings.id }).from(listings).where(eq(listings.id, id));
    if (!listing) return err(notFound('LISTING_NOT_FOUND', 'Listing not found', 'listingId'));
    await this.db.insert(listingFavorites).values({ userId, listingId: id }).onConflictDoNothing();
    return ok({ total: await this.total(userId) });
  }

  async removeFavorite(
    listingId: number | string,
    caller: FavoritesCaller,
  ): Promise<Result<FavoriteTotal, DomainError>> {
    const target = await this.target(listingId, caller);
    if (!target.ok) return target;
    const { userId, id } = target.value;
    await this.db
      .delete(listingFavorites)
      .where(and(eq(listingFavorites.userId, userId), eq(listingFavorites.listingId, id)));
    return ok({ total: await this.total(userId) });
  }

  async listFavorites(mode: FavoritesMode, caller: FavoritesCaller): Promise<Result<FavoritesList, DomainError>> {
    const owner = await this.userOf(caller);
    if (!owner.ok) return owner;
    if (mode === 'NoListings') return ok({ total: await this.total(owner.value), listingIds: [] });
    const rows = await this.db
      .select({ listingId: listingFavorites.listingId })
      .from(listingFavorites)
      .where(eq(listingFavorites.userId, owner.value))
      // -creationDate (document 001 §9); the id breaks ties between favourites of the same instant.
      .orderBy(desc(listingFavorites.createdAt), desc(listingFavorites.listingId));
    return ok({ total: rows.length, listingIds: rows.map((row) => row.listingId) });
  }

  private async target(
    listingId: number | string,
    caller: FavoritesCaller,
  ): Promise<Result<{ userId: number; id: number }, DomainError>> {
    const id = parseListingId(listingId);
    if (!id.ok) return err({ ...id.error, field: 'id' });
    const owner = await this.userOf(caller);
    return owner.ok ? ok({ userId: owner.value, id: id.value }) : owner;
  }

  /** The user whose favourites these are: the signed-in user, or the user of this first profile. */
  private async userOf(caller: FavoritesCaller): Promise<Result<number, DomainError>> {
    const owner = favoritesOwnerOf(caller);
    if (!owner.ok) return owner;
    if (owner.value.kind === 'user') return ok(owner.value.userId);
    const [profile] = await this.db
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(and(eq(profiles.id, owner.value.profileId), eq(profiles.isFirstOfUser, true)));
    if (!profile?.userId)
      return err(domainError('FORBIDDEN', 'FAVORITES_ACCESS_DENIED', 'The profile is no user’s first profile'));
    return ok(profile.userId);
  }

  private async total(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(listingFavorites)
      .where(eq(listingFavorites.userId, userId));
    return Number(row?.total ?? 0);
  }
}
