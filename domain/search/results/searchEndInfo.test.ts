import { hasExtraFilters, searchEndInfo } from './searchEndInfo';

describe('search end info (document 001 §4)', () => {
  const place = { transactionType: 'Sell' as const, location: { placeId: 'CH-zurich' } };
  const filtered = { ...place, numberOf: { rooms: { min: 3 } } };

  it('is zeroResults with no results and no extra filters', () => {
    expect(searchEndInfo(0, place)).toBe('zeroResults');
  });
  it('is endOfListingsFilters under 30 results with filters, zero included', () => {
    expect(searchEndInfo(29, filtered)).toBe('endOfListingsFilters');
    expect(searchEndInfo(0, filtered)).toBe('endOfListingsFilters');
  });
  it('is endOfListings otherwise', () => {
    expect(searchEndInfo(30, filtered)).toBe('endOfListings');
    expect(searchEndInfo(5, place)).toBe('endOfListings');
  });
  it('does not count empty or false filters as filters', () => {
    expect(hasExtraFilters({ ...place, amenities: [], luxury: false, price: {} })).toBe(false);
    expect(hasExtraFilters({ ...place, types: ['House'] })).toBe(true);
  });
});
