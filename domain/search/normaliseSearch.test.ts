import { normaliseSearch } from './normaliseSearch';

describe('normaliseSearch', () => {
  it('sorts and deduplicates value lists, and drops empty lists, false flags, empty objects and page 1', () => {
    expect(
      normaliseSearch({
        filters: {
          types: ['House', 'Apartment', 'House'],
          amenities: [],
          luxury: false,
          studios: true,
          numberOf: { rooms: {}, bedrooms: { min: 2, max: undefined } },
          location: { exact: false, placeId: 'p1' },
          price: {},
        },
        params: { page: 1, geo: {} },
      }),
    ).toEqual({
      filters: {
        types: ['Apartment', 'House'],
        studios: true,
        numberOf: { bedrooms: { min: 2 } },
        location: { placeId: 'p1' },
      },
      params: {},
    });
  });

  it('keeps the point order of polygons and zero values', () => {
    const polygon = [
      { lat: 0, lng: 2 },
      { lat: 1, lng: 0 },
      { lat: -0, lng: 1 },
    ];
    expect(normaliseSearch({ filters: { location: { polygon }, price: { min: 0 } }, params: { page: 2 } })).toEqual({
      filters: { location: { polygon }, price: { min: 0 } },
      params: { page: 2 },
    });
  });

  it('is idempotent', () => {
    const search = { filters: { orientations: ['West', 'South'], ref: 'x' }, params: { sort: 'priceAsc' as const } };
    expect(normaliseSearch(normaliseSearch(search))).toEqual(normaliseSearch(search));
  });
});
