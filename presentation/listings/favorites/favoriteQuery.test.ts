import { favoriteReturnUrl, readFavoriteReturn } from './favoriteQuery';

describe('the favourite login round trip (document 000 §4)', () => {
  it('returns to the page with favoriteListingId, removeFavorite and searchId in the query', () => {
    expect(favoriteReturnUrl('/en/search?p=2', { listingId: 42, remove: false, searchId: '7' })).toBe(
      '/en/search?p=2&favoriteListingId=42&searchId=7',
    );
    expect(favoriteReturnUrl('/flat/42', { listingId: 42, remove: true })).toBe(
      '/flat/42?favoriteListingId=42&removeFavorite=true',
    );
  });

  it('reads the pending favourite back and cleans it from the query', () => {
    expect(readFavoriteReturn('?p=2&favoriteListingId=42&searchId=7')).toEqual({
      pending: { listingId: 42, remove: false, searchId: '7' },
      cleanedSearch: '?p=2&searchId=7',
    });
    expect(readFavoriteReturn('?favoriteListingId=42&removeFavorite=true')).toEqual({
      pending: { listingId: 42, remove: true },
      cleanedSearch: '',
    });
  });

  it('drops a malformed id without acting on it', () => {
    expect(readFavoriteReturn('?favoriteListingId=abc')).toEqual({ cleanedSearch: '' });
    expect(readFavoriteReturn('?q=1')).toEqual({ cleanedSearch: '?q=1' });
  });
});
