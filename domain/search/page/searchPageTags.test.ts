import { searchPageTags } from './searchPageTags';

describe("a shared search page's tags (docs/pages.md)", () => {
  it('names its cards and its place', () => {
    expect(searchPageTags({ placeId: 'ge' }, [{ id: 1 }, { id: 2 }], false)).toEqual([
      'listing:1',
      'listing:2',
      'place:ge',
    ]);
  });

  it('names any listing for a search of no place, or an agency page', () => {
    expect(searchPageTags(undefined, [{ id: 1 }], false)).toEqual(['listing:1', 'listings:any']);
    expect(searchPageTags({ placeId: 'ge' }, [], true)).toEqual(['listings:any']);
  });
});
