import { activeFilterCount, toFilters, toFormValues } from './filterFormValues';

describe('filter form values', () => {
  it('round-trips the filters the form shows', () => {
    const filters = {
      transactionType: 'Rent' as const,
      types: ['Apartment' as const],
      price: { min: 1000, max: 3000 },
      numberOf: { rooms: { min: 2, max: 4 }, bedrooms: { min: 1 } },
      area: { living: { min: 40 } },
      amenities: ['Lift'],
      viewLandscapes: ['Lake'],
      classes: ['ProjectListing' as const],
      ref: 'GE-1',
      availableFrom: { max: '2025-09-01' },
    };
    expect(toFilters(toFormValues(filters), filters)).toEqual({
      ...filters,
      subTypes: undefined,
      proximities: undefined,
      orientations: undefined,
      numberOf: { rooms: { min: 2, max: 4 }, bedrooms: { min: 1 }, bathrooms: undefined },
    });
  });

  it('keeps what the form does not show, and drops sub-types when the property types change', () => {
    const base = {
      transactionType: 'Sell' as const,
      types: ['House' as const],
      subTypes: ['Villa'],
      luxury: true,
      preferredAmenities: ['Garden'],
      location: { placeId: 'p' },
    };
    const same = toFilters(toFormValues(base), base);
    expect(same).toMatchObject({
      subTypes: ['Villa'],
      luxury: true,
      preferredAmenities: ['Garden'],
      location: { placeId: 'p' },
    });
    const changed = toFilters({ ...toFormValues(base), types: ['Apartment'] }, base);
    expect(changed.subTypes).toBeUndefined();
  });

  it('reads a decimal comma in the area', () => {
    expect(toFilters({ ...toFormValues({}), areaMin: '45,5' }, {}).area).toEqual({
      living: { min: 45.5, max: undefined },
    });
  });

  it('counts the kinds of filter that are on beyond place and transaction', () => {
    expect(activeFilterCount({ transactionType: 'Sell', location: { placeId: 'p' } })).toBe(0);
    expect(
      activeFilterCount({
        transactionType: 'Sell',
        price: { max: 1 },
        amenities: ['Lift', 'Garden'],
        numberOf: { rooms: { min: 2 } },
      }),
    ).toBe(3);
  });
});
