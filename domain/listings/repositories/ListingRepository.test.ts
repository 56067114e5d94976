import { LISTING_REPOSITORY_IDS, listingRepositories, listingRepository } from './ListingRepository';

describe('listing repositories (GET /v2/repositories, document 001 §3 vocabulary)', () => {
  it('gives property types their numeric codes: "numeric codes 1 to 7 map to the first seven"', () => {
    const types = listingRepository('propertyTypes')!.values;
    expect(types.slice(0, 7).map((type) => type.code)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(types[7]).toEqual({ value: 'Boat' });
  });

  it('keeps plan tiers with their ids: basic 5, classic 1, … basicPlus 8', () => {
    expect(listingRepository('categories')!.values).toContainEqual({ value: 'basicPlus', code: 8 });
    expect(listingRepository('categories')!.values).toContainEqual({ value: 'classic', code: 1 });
  });

  it('lists every repository once, and none for an id it does not keep', () => {
    expect(listingRepositories().map((repository) => repository.id)).toEqual(LISTING_REPOSITORY_IDS);
    expect(listingRepository('toString')).toBeUndefined();
    expect(listingRepository('nope')).toBeUndefined();
  });

  it('merges the document vocabulary with the default filter options, without repeats', () => {
    const amenities = listingRepository('amenities')!.values.map((v) => v.value);
    expect(new Set(amenities).size).toBe(amenities.length);
    expect(amenities).toEqual(expect.arrayContaining(['Lift', 'Furnished', 'Balcony', 'AirConditioning']));
  });
});
