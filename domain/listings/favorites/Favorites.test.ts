import { aListing } from '#test/mothers/domain/ListingMother';
import { favoritesOwnerOf, groupFavorites, shouldSuggestSaveSearch } from './Favorites';

describe('favourites access (document 000 §4: "authenticated or identified with first profile")', () => {
  it.each([
    ['UserAuthenticated', 7, 11, { kind: 'user', userId: 7 }],
    ['UserIdentifiedWithFirstProfile', null, 11, { kind: 'firstProfile', profileId: 11 }],
  ] as const)('%s may keep favourites', (state, userId, profileId, owner) => {
    expect(favoritesOwnerOf({ state, userId, profileId })).toEqual({ ok: true, value: owner });
  });

  it.each(['GuestUnknown', 'GuestIdentified', 'UserIdentifiedByEmail', 'UserIdentifiedByUrlToken'] as const)(
    '%s may not',
    (state) => {
      expect(favoritesOwnerOf({ state, userId: null, profileId: 11 })).toMatchObject({
        ok: false,
        error: { kind: 'FORBIDDEN', code: 'FAVORITES_ACCESS_DENIED' },
      });
    },
  );

  it('a visitor without a session must sign in first', () => {
    expect(favoritesOwnerOf({ state: undefined, userId: null })).toMatchObject({
      ok: false,
      error: { kind: 'UNAUTHORIZED' },
    });
  });
});

describe('favourites grouping (document 001 §3: "listings, units grouped by project")', () => {
  it('keeps the newest-first order and gathers a project’s units where its newest unit is', () => {
    const a = aListing({ id: 1 });
    const u1 = aListing({ id: 2, listingClass: 'UnitListing', projectId: 9 });
    const b = aListing({ id: 3 });
    const u2 = aListing({ id: 4, listingClass: 'UnitListing', projectId: 9 });
    expect(groupFavorites([a, u1, b, u2])).toEqual([
      { kind: 'listing', listing: a },
      { kind: 'project', projectId: 9, units: [u1, u2] },
      { kind: 'listing', listing: b },
    ]);
  });
});

describe('suggest-save-search (document 001 §4)', () => {
  const never = undefined;
  it.each(['searchPage', 'listingPage', 'projectPage'])('may open on %s', (page) => {
    expect(shouldSuggestSaveSearch({ page, hasFavoriteSearches: false, state: never })).toBe(true);
  });
  it('not on the favourites page, not with favourite searches, not twice', () => {
    expect(shouldSuggestSaveSearch({ page: 'favoritesPage', hasFavoriteSearches: false, state: never })).toBe(false);
    expect(shouldSuggestSaveSearch({ page: 'searchPage', hasFavoriteSearches: true, state: never })).toBe(false);
    expect(
      shouldSuggestSaveSearch({
        page: 'searchPage',
        hasFavoriteSearches: false,
        state: { hasBeenShown: true, lastModified: '2026-01-01T00:00:00Z' },
      }),
    ).toBe(false);
  });
});
