import { entryHref, linkEntry } from './navigationEntries';

describe("the Search entry with the saved searches' counter (issue 12 §2, §7)", () => {
  const search = linkEntry('search', {});
  it('leads to My home while saved searches have new listings, else to the search', () => {
    expect(entryHref('search', search, 3)).toBe('/my-home');
    expect(entryHref('search', search, 0)).toBe('/search');
    expect(entryHref('favorites', linkEntry('favorites', {}), 3)).toBe('/favorites');
  });
});
