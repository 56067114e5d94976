import { entryHref, linkEntry, type NavigationTargets } from './navigationEntries';

const inDefault: NavigationTargets = { culture: 'de', portal: { defaultCulture: 'de' } };
const inPortuguese: NavigationTargets = { culture: 'pt', portal: { defaultCulture: 'de' } };

describe("the Search entry with the saved searches' counter", () => {
  const search = linkEntry('search', inDefault);
  it('leads to My home while saved searches have new listings, else to the search', () => {
    expect(entryHref('search', search, 3, inDefault)).toBe('/my-home');
    expect(entryHref('search', search, 0, inDefault)).toBe('/search');
    expect(entryHref('favorites', linkEntry('favorites', inDefault), 3, inDefault)).toBe('/favorites');
  });
});

describe("the entries in the visitor's culture (document 000 §1: the header links the portal's own pages)", () => {
  it('prefixes every own page with /{culture} outside the default culture, as the footer does', () => {
    expect(linkEntry('search', inPortuguese).href).toBe('/pt/search');
    expect(linkEntry('favorites', inPortuguese).href).toBe('/pt/favorites');
    expect(linkEntry('estimate', inPortuguese).href).toBe('/pt/my-properties/create');
    expect(linkEntry('settings', inPortuguese).href).toBe('/pt/settings/more');
    expect(linkEntry('profile', inPortuguese).href).toBe('/pt/settings/profile');
    expect(entryHref('search', linkEntry('search', inPortuguese), 2, inPortuguese)).toBe('/pt/my-home');
  });
  it('keeps configured external targets as they are', () => {
    const targets = { ...inPortuguese, professionalsUrl: 'https://pro.example.test' };
    expect(linkEntry('professionals', targets).href).toBe('https://pro.example.test');
  });
});
