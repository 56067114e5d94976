import type { FavoritesService } from '#application/listings/ports';
import type { FavoritesCaller } from '#domain/listings/favorites/Favorites';

/**
 * Who calls, in the favourites contract: Bob (signed in), Fay (a user identified with her first
 * profile, token without user id), Gus (a guest who gave his e-mail) and a visitor without a session.
 */
export type FavoritesContractCaller = 'bob' | 'fay' | 'gus' | 'visitor';

export interface FavoritesContractFixture {
  /** The adapter as that caller reaches it, and the caller value to pass it. */
  as(who: FavoritesContractCaller): { favorites: FavoritesService; caller: FavoritesCaller };
  /** Live listings of the seeded data set, at least three. */
  listingIds: number[];
}

/**
 * ONE list of cases for every FavoritesService adapter: what documents 000 §4 and 001 §4, §5, §7
 * say the favourites answer. Each adapter runs with callers of its own (the fixture's users), so
 * the two runs on one database never see each other's favourites.
 */
export function describeFavoritesCases(fixture: () => FavoritesContractFixture): void {
  const as = (who: FavoritesContractCaller) => fixture().as(who);

  describe('favourites', () => {
    it('adds a favourite and answers the total; adding it again keeps one (document 001 §7 "response total")', async () => {
      const { favorites, caller } = as('bob');
      const [first, second] = fixture().listingIds;
      expect(await favorites.addFavorite(first, caller)).toEqual({ ok: true, value: { total: 1 } });
      expect(await favorites.addFavorite(String(first), caller)).toEqual({ ok: true, value: { total: 1 } });
      expect(await favorites.addFavorite(second, caller)).toEqual({ ok: true, value: { total: 2 } });
    });

    it('lists ListingIds newest first (-creationDate) and only the total with NoListings', async () => {
      const { favorites, caller } = as('bob');
      const [first, second] = fixture().listingIds;
      const list = await favorites.listFavorites('ListingIds', caller);
      expect(list).toEqual({ ok: true, value: { total: 2, listingIds: [second, first] } });
      expect(await favorites.listFavorites('NoListings', caller)).toEqual({
        ok: true,
        value: { total: 2, listingIds: [] },
      });
    });

    it('removes a favourite, and removing it again is no error (document 001 §4 "deleting ... removes the item")', async () => {
      const { favorites, caller } = as('bob');
      const [first, second] = fixture().listingIds;
      expect(await favorites.removeFavorite(second, caller)).toEqual({ ok: true, value: { total: 1 } });
      expect(await favorites.removeFavorite(second, caller)).toEqual({ ok: true, value: { total: 1 } });
      const list = await favorites.listFavorites('ListingIds', caller);
      expect(list.ok && list.value.listingIds).toEqual([first]);
    });

    it('gives a user identified with the first profile their own favourites (document 000 §4)', async () => {
      const { favorites, caller } = as('fay');
      const [, , third] = fixture().listingIds;
      expect(await favorites.addFavorite(third, caller)).toEqual({ ok: true, value: { total: 1 } });
      const list = await favorites.listFavorites('ListingIds', caller);
      expect(list.ok && list.value.listingIds).toEqual([third]);
    });

    it('refuses a guest identified by e-mail (FORBIDDEN) and a visitor without a session (UNAUTHORIZED)', async () => {
      const [first] = fixture().listingIds;
      const gus = as('gus');
      expect(await gus.favorites.addFavorite(first, gus.caller)).toMatchObject({
        ok: false,
        error: { kind: 'FORBIDDEN', code: 'FAVORITES_ACCESS_DENIED' },
      });
      const visitor = as('visitor');
      expect(await visitor.favorites.listFavorites('ListingIds', visitor.caller)).toMatchObject({
        ok: false,
        error: { kind: 'UNAUTHORIZED' },
      });
    });

    it("answers 'ListingId is not valid' for a bad id and LISTING_NOT_FOUND for an unknown one (document 001 §5)", async () => {
      const { favorites, caller } = as('bob');
      expect(await favorites.addFavorite('abc', caller)).toMatchObject({
        ok: false,
        error: { kind: 'NOT_FOUND', code: 'LISTING_ID_NOT_VALID', message: 'ListingId is not valid' },
      });
      expect(await favorites.addFavorite(2_000_000_000, caller)).toMatchObject({
        ok: false,
        error: { kind: 'NOT_FOUND', code: 'LISTING_NOT_FOUND' },
      });
    });

    it('20 parallel toggles of one listing leave a consistent total (two tabs, a double click)', async () => {
      const { favorites, caller } = as('fay');
      const [first] = fixture().listingIds;
      const before = await favorites.listFavorites('NoListings', caller);
      if (!before.ok) throw new Error(before.error.message);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2 === 0 ? favorites.addFavorite(first, caller) : favorites.removeFavorite(first, caller),
        ),
      );
      for (const answer of answers) {
        expect(answer.ok).toBe(true);
        if (answer.ok) expect([before.value.total, before.value.total + 1]).toContain(answer.value.total);
      }
      const after = await favorites.listFavorites('ListingIds', caller);
      if (!after.ok) throw new Error(after.error.message);
      const held = after.value.listingIds.filter((id) => id === first).length;
      expect(held).toBeLessThanOrEqual(1);
      expect(after.value.total).toBe(before.value.total + held);
      expect(after.value.total).toBe(after.value.listingIds.length);
      // And 20 parallel adds count it once.
      const adds = await Promise.all(Array.from({ length: 20 }, () => favorites.addFavorite(first, caller)));
      expect(new Set(adds.map((a) => a.ok && a.value.total))).toEqual(new Set([before.value.total + 1]));
    });
  });
}
