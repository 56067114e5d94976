import { matchListingPath } from './matchListingPath';
import { listingAlternates, listingPath, listingRedirect } from './listingUrls';

const swiss = { cultures: ['de', 'fr', 'it', 'en'] as const, defaultCulture: 'de' as const };
const portal = { cultures: [...swiss.cultures], defaultCulture: swiss.defaultCulture };

describe('matchListingPath (document 001 §2)', () => {
  it.each([
    ['/listing/123', { segment: 'listing', id: '123', source: false }],
    ['/annonce/123', { segment: 'annonce', id: '123', source: false }],
    ['/inserat/abc', { segment: 'inserat', id: 'abc', source: false }],
    ['/listing/123/', { segment: 'listing', id: '123', source: false }],
    ['/listing/source/77', { segment: 'listing', id: '77', source: true }],
  ])('matches %s', (path, expected) => {
    expect(matchListingPath(path)).toEqual(expected);
  });

  it.each(['/', '/listing', '/geneve/buy', '/project/12', '/listing/1/2', '//listing/1', '/listing//1'])(
    'leaves %s to other pages',
    (path) => {
      expect(matchListingPath(path)).toBeNull();
    },
  );
});

describe('listing URLs', () => {
  it("uses the culture's word, with a prefix for every culture but the portal's default", () => {
    expect(listingPath(5, 'de', portal)).toBe('/inserat/5');
    expect(listingPath(5, 'fr', portal)).toBe('/fr/annonce/5');
    expect(listingPath(5, 'en', portal)).toBe('/en/listing/5');
  });

  it('lists one alternate per culture and an x-default', () => {
    expect(listingAlternates(5, portal, 'https://h.example')).toEqual([
      { hreflang: 'de', href: 'https://h.example/inserat/5' },
      { hreflang: 'fr', href: 'https://h.example/fr/annonce/5' },
      { hreflang: 'it', href: 'https://h.example/it/annuncio/5' },
      { hreflang: 'en', href: 'https://h.example/en/listing/5' },
      { hreflang: 'x-default', href: 'https://h.example/inserat/5' },
    ]);
  });

  it("redirects another language's word to the visitor's, keeping the query", () => {
    expect(listingRedirect({ segment: 'listing', source: false, search: '?searchId=9' }, 5, 'fr', portal)).toBe(
      '/fr/annonce/5?searchId=9',
    );
    expect(listingRedirect({ segment: 'LISTING', source: false, search: '' }, 5, 'en', portal)).toBe('/en/listing/5');
  });

  it('redirects the legacy /listing/source/ form', () => {
    expect(listingRedirect({ segment: 'listing', source: true, search: '' }, 5, 'de', portal)).toBe('/inserat/5');
  });

  it("serves a request whose word is already the visitor's", () => {
    expect(listingRedirect({ segment: 'annonce', source: false, search: '' }, 5, 'fr', portal)).toBeNull();
  });
});
