import { ALLOWED_CHILD_TYPES, noAllowedChildrenType, sortChildCounts } from './placeChildren';

describe('place children counters (document 001 §5, §9)', () => {
  it('goes one level down; neighbourhoods and postal codes have no allowed children type', () => {
    expect(ALLOWED_CHILD_TYPES.country).toEqual(['administrative_area_level_1']);
    expect(ALLOWED_CHILD_TYPES.neighborhood).toEqual([]);
    expect(ALLOWED_CHILD_TYPES.postal_code).toEqual([]);
    expect(noAllowedChildrenType('postal_code').message).toContain('have no allowed children type to display');
  });

  it('sorts by Sell, then Rent', () => {
    const sorted = sortChildCounts([
      { placeId: 'a', Sell: 1, Rent: 9 },
      { placeId: 'b', Sell: 5, Rent: 0 },
      { placeId: 'c', Sell: 1, Rent: 10 },
    ]);
    expect(sorted.map((child) => child.placeId)).toEqual(['b', 'c', 'a']);
  });
});
