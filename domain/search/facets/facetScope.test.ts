import type { SearchCriteria } from '../query/SearchCriteria';
import { FACET_NAMES } from './FacetSpec';
import { FACET_OWN_FILTERS, facetScope } from './facetScope';

const none = { amenities: [], proximities: [], views: [], orientations: [], floors: [] };
const criteria: SearchCriteria = {
  countries: ['CH'],
  transactionType: 'Sell',
  types: ['Apartment'],
  excludedTypes: ['Room'],
  rooms: { min: 3 },
  studios: true,
  amenities: ['Garden'],
  views: ['Lake'],
  priceEur: { max: 900_000 },
  livingM2: { min: 80 },
  preferred: none,
};

describe('facets count the search without their own filter (disjunctive facets)', () => {
  it("leaves out the facet's own group and keeps every other filter", () => {
    const { rooms: _rooms, studios: _studios, ...withoutRooms } = criteria;
    expect(facetScope(criteria, 'rooms')).toStrictEqual(withoutRooms);
    const types = facetScope(criteria, 'types')!;
    expect(types.types).toBeUndefined();
    expect(types.excludedTypes).toBeUndefined();
    expect(types).toMatchObject({
      transactionType: 'Sell',
      rooms: { min: 3 },
      studios: true,
      amenities: ['Garden'],
      priceEur: { max: 900_000 },
    });
    expect(facetScope(criteria, 'price')).not.toHaveProperty('priceEur');
    expect(facetScope(criteria, 'livingArea')).not.toHaveProperty('livingM2');
    expect(facetScope(criteria, 'viewLandscapes')).not.toHaveProperty('views');
    expect(facetScope(criteria, 'transactionType')).not.toHaveProperty('transactionType');
  });

  it("counts the results as they are when the facet's own filter is not set, or it has none", () => {
    expect(facetScope(criteria, 'bedrooms')).toBeUndefined();
    expect(facetScope(criteria, 'orientations')).toBeUndefined();
    // "All of" filters: the count beside an amenity is what ticking it gives.
    expect(facetScope(criteria, 'amenities')).toBeUndefined();
    expect(facetScope(criteria, 'categories')).toBeUndefined();
    expect(facetScope(criteria, 'places')).toBeUndefined();
  });

  it("keeps a developer's class scope when the classes facet drops the classes ticked", () => {
    const developer: SearchCriteria = {
      countries: ['CH'],
      classes: ['ProjectListing'],
      classScope: ['ProjectListing', 'ProjectAsListing'],
      preferred: none,
    };
    expect(facetScope(developer, 'classes')?.classes).toEqual(['ProjectListing', 'ProjectAsListing']);
    expect(facetScope({ ...developer, classes: ['ProjectAsListing', 'ProjectListing'] }, 'classes')).toBeUndefined();
    expect(facetScope({ countries: ['CH'], classes: ['UnitListing'], preferred: none }, 'classes')).not.toHaveProperty(
      'classes',
    );
  });

  it('names a group for every facet, each criterion in one group at most', () => {
    expect(Object.keys(FACET_OWN_FILTERS).sort()).toEqual([...FACET_NAMES].sort());
    const keys = Object.values(FACET_OWN_FILTERS).flat();
    expect(new Set(keys).size).toBe(keys.length);
  });
});
