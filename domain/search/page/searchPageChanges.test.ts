import type { Search } from '../SearchFilters';
import {
  atPage,
  withDrawnArea,
  withFormFilters,
  withMapArea,
  withMapPosition,
  withoutDrawnArea,
  withPage,
  withSearchedPrice,
  withSort,
} from './searchPageChanges';

const stored: Search = {
  filters: { transactionType: 'Sell', location: { placeId: 'zurich' }, accountId: 7 },
  params: { page: 3, sort: 'priceAsc', searchId: 12, shareKey: 'k' },
};
const portal = { sortings: ['justForYou', 'priceAsc'] as const, defaultSort: 'justForYou' as const };

describe('what a change on the search page makes of the search (document 001 §3, §4)', () => {
  it('keeps the place and the agency under new filters, and starts again as a new search at page one', () => {
    const next = withFormFilters(stored, { transactionType: 'Rent', types: ['Apartment'] });
    expect(next.filters).toEqual({
      transactionType: 'Rent',
      types: ['Apartment'],
      location: { placeId: 'zurich' },
      accountId: 7,
    });
    expect(next.params).toMatchObject({ page: undefined, searchId: undefined, shareKey: undefined });
  });

  it("sorts only by the portal's sortings, leaving the default one out of the URL", () => {
    expect(withSort(stored, 'livingArea', portal)).toBeUndefined();
    expect(withSort(stored, 'justForYou', portal)?.params).toMatchObject({ sort: undefined, page: undefined });
  });

  it('goes to another page, the first one left out of the URL; not to no page nor the same one', () => {
    expect(withPage(stored, 3)).toBeUndefined();
    expect(withPage(stored, 0)).toBeUndefined();
    expect(withPage(stored, 1.5)).toBeUndefined();
    expect(withPage(stored, 4)?.params.page).toBe(4);
    expect(atPage(stored, 1).params.page).toBeUndefined();
  });

  it('searches a drawn area of three points or more, rounded and with longitudes wrapped, and drops it again', () => {
    expect(
      withDrawnArea(stored, [
        { lat: 1, lng: 2 },
        { lat: 3, lng: 4 },
      ]),
    ).toBeUndefined();
    const drawn = withDrawnArea(stored, [
      { lat: 47.12345678901234, lng: 368.5 },
      { lat: 47.2, lng: 8.6 },
      { lat: 47.3, lng: 8.4 },
    ]);
    expect(drawn?.filters.location?.polygon?.[0]).toEqual({ lat: 47.1234567890123, lng: 8.5 });
    expect(drawn?.params.searchId).toBeUndefined();
    expect(withoutDrawnArea(drawn!).filters.location).toEqual({ placeId: 'zurich' });
  });

  it('searches the visible map only when it moved', () => {
    const viewport = { northeast: { lat: 2, lng: 2 }, southwest: { lat: 1, lng: 1 } };
    const moved = withMapArea(stored, viewport);
    expect(moved?.filters.location?.viewport).toEqual(viewport);
    expect(withMapArea(moved!, { ...viewport })).toBeUndefined();
    const placed = withMapPosition(stored, { lat: 1, lng: 2, zoom: 9 });
    expect(placed?.params.geo).toEqual({ lat: 1, lng: 2, zoom: 9 });
    expect(withMapPosition(placed!, { lat: 1, lng: 2, zoom: 9 })).toBeUndefined();
  });

  it('shows the price the service searched when it cleared a pointless bound (document 001 §5)', () => {
    const typed: Search = { filters: { price: { min: 10, max: 20 } }, params: {} };
    expect(withSearchedPrice(typed, { min: 10, max: 20 })).toBeUndefined();
    expect(withSearchedPrice(typed, { max: 20 })?.filters.price).toEqual({ max: 20 });
    expect(withSearchedPrice(typed, undefined)?.filters).toEqual({});
  });
});
