import { matchListingPath } from './matchListingPath';
import { listingAlternates, listingPath, listingRedirect, projectPath, unitPath } from './listingUrls';

const swiss = { cultures: ['de', 'fr', 'it', 'en'] as const, defaultCulture: 'de' as const };
const portal = { cultures: [...swiss.cultures], defaultCulture: swiss.defaultCulture };

describe('matchListingPath (document 001 §2)', () => {
  it.each([
    ['/listing/123', { segment: 'listing', id: '123', source: false, kind: 'listing' }],
    ['/annonce/123', { segment: 'annonce', id: '123', source: false, kind: 'listing' }],
    ['/inserat/abc', { segment: 'inserat', id: 'abc', source: false, kind: 'listing' }],
    ['/listing/123/', { segment: 'listing', id: '123', source: false, kind: 'listing' }],
    ['/listing/source/77', { segment: 'listing', id: '77', source: true, kind: 'listing' }],
    // Document 002 §2: /{projectSlug}/{projectId} and the two unit shapes.
    ['/project/12', { segment: 'project', id: '12', source: false, kind: 'project' }],
    ['/projekt/12', { segment: 'projekt', id: '12', source: false, kind: 'project' }],
    ['/project/12/unit/40', { segment: 'project', parentId: '12', id: '40', source: false, kind: 'unit' }],
    ['/projet/12/lot/40', { segment: 'projet', parentId: '12', id: '40', source: false, kind: 'unit' }],
    ['/listing/9/unit/40', { segment: 'listing', parentId: '9', id: '40', source: false, kind: 'unit' }],
  ])('matches %s', (path, expected) => {
    expect(matchListingPath(path)).toEqual(expected);
  });

  it.each([
    '/',
    '/listing',
    '/geneve/buy',
    '/project/12/listing/3',
    '/listing/1/2',
    '/unit/1/unit/2',
    '//listing/1',
    '/listing//1',
  ])('leaves %s to other pages', (path) => {
    expect(matchListingPath(path)).toBeNull();
  });
});

describe('listing URLs', () => {
  it("uses the culture's word, with a prefix for every culture but the portal's default", () => {
    expect(listingPath(5, 'de', portal)).toBe('/inserat/5');
    expect(listingPath(5, 'fr', portal)).toBe('/fr/annonce/5');
    expect(listingPath(5, 'en', portal)).toBe('/en/listing/5');
    expect(projectPath(7, 'fr', portal)).toBe('/fr/projet/7');
    expect(unitPath(7, 40, 'de', portal)).toBe('/projekt/7/einheit/40');
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
