import type { SearchResult } from '../results/SearchResult';
import type { Search } from '../SearchFilters';
import { storedReferenceOf, withStoredSearch } from './storedSearchInUrl';

/** A share key as the service writes them (an unguessable base64url string). */
const KEY = 'Zm9vYmFyYmF6cXV4LWtleV9f';
const ran = (search: Partial<SearchResult['search']>) => ({ search }) as SearchResult;
const drawn: Search = {
  filters: {
    location: {
      polygon: [
        { lat: 1, lng: 1 },
        { lat: 2, lng: 2 },
        { lat: 1, lng: 2 },
      ],
    },
  },
  params: {},
};

describe('the stored search a URL names (document 002 §2)', () => {
  it("has no reference for a crawler's search (never stored), the owner's share key otherwise", () => {
    expect(storedReferenceOf(ran({ id: undefined }))).toEqual({});
    expect(storedReferenceOf(ran({ id: 7, shareReference: `7.${KEY}` }))).toEqual({ searchId: 7, shareKey: KEY });
  });

  it("keeps the share key the visitor's link carried when the search is someone else's", () => {
    expect(storedReferenceOf(ran({ id: 7 }), { searchId: 7, shareKey: 'key' })).toEqual({
      searchId: 7,
      shareKey: 'key',
    });
    expect(storedReferenceOf(ran({ id: 8 }), { searchId: 7, shareKey: 'key' })).toEqual({ searchId: 8 });
  });

  it('names the stored search only when the URL cannot carry the area', () => {
    expect(withStoredSearch(drawn, { searchId: 7, shareKey: 'k' }).params).toEqual({ searchId: 7, shareKey: 'k' });
    const plain: Search = { filters: { transactionType: 'Sell' }, params: { searchId: 7 } };
    expect(withStoredSearch(plain, { searchId: 7, shareKey: 'k' }).params).toEqual({
      searchId: undefined,
      shareKey: undefined,
    });
  });
});
