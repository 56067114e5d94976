import { aListing } from '#test/mothers/domain/ListingMother';
import { canonicalListingOf, isPageAt, listingPageRedirect, type ListingPageUrl } from './listingPageRedirect';

const portal = { defaultCulture: 'de' as const };
const url = (overrides: Partial<ListingPageUrl>): ListingPageUrl => ({
  kind: 'listing',
  segment: 'inserat',
  source: false,
  path: '/inserat/5',
  query: '',
  ...overrides,
});

describe('listingPageRedirect', () => {
  const listing = aListing({ id: 5, listingClass: 'PropertyListing' });

  it('serves a listing at its own path in the culture, with or without the default prefix', () => {
    expect(listingPageRedirect(url({}), listing, 'de', portal)).toBeUndefined();
    expect(listingPageRedirect(url({ path: '/de/inserat/5' }), listing, 'de', portal)).toBeUndefined();
  });

  it("sends another language's word to the visitor's, permanently, keeping the query (document 001 §2)", () => {
    expect(
      listingPageRedirect(
        url({ segment: 'listing', path: '/fr/listing/5', query: '?searchId=9' }),
        listing,
        'fr',
        portal,
      ),
    ).toEqual({ kind: 'redirect', to: '/fr/annonce/5?searchId=9', status: 301 });
  });

  it('sends the legacy /listing/source/{id} form to the listing', () => {
    expect(listingPageRedirect(url({ segment: 'listing', source: true }), listing, 'de', portal)).toEqual({
      kind: 'redirect',
      to: '/inserat/5',
      status: 301,
    });
  });

  it('sends a listing migrated to a project to the project, permanently (document 001 §2)', () => {
    const migrated = aListing({ id: 5, migratedToProjectId: 70 });
    expect(listingPageRedirect(url({ query: '?a=1' }), migrated, 'de', portal)).toEqual({
      kind: 'redirect',
      to: '/projekt/70?a=1',
      status: 301,
    });
  });

  it("sends a unit asked for at its listing path, or under another parent, to its project's path", () => {
    const unit = aListing({ id: 40, listingClass: 'UnitListing', projectId: 7 });
    const atListing = url({ path: '/inserat/40' });
    expect(listingPageRedirect(atListing, unit, 'de', portal)?.to).toBe('/projekt/7/einheit/40');
    const underOther = url({ kind: 'unit', path: '/projekt/8/einheit/40' });
    expect(listingPageRedirect(underOther, unit, 'de', portal)?.to).toBe('/projekt/7/einheit/40');
    expect(
      listingPageRedirect(url({ kind: 'unit', path: '/projekt/7/einheit/40' }), unit, 'de', portal),
    ).toBeUndefined();
  });

  it("serves a project's own listing at the project's path, and sends another language's word there", () => {
    const project = aListing({ id: 50, listingClass: 'ProjectListing', projectId: 7 });
    expect(listingPageRedirect(url({ kind: 'project', path: '/projekt/7' }), project, 'de', portal)).toBeUndefined();
    expect(listingPageRedirect(url({ kind: 'project', path: '/fr/project/7' }), project, 'fr', portal)?.to).toBe(
      '/fr/projet/7',
    );
  });
});

describe('isPageAt', () => {
  it("is a unit's page only for a unit of a project (document 002 §2)", () => {
    expect(isPageAt('unit', { listingClass: 'UnitListing', projectId: 7 })).toBe(true);
    expect(isPageAt('unit', { listingClass: 'PropertyListing', projectId: 7 })).toBe(false);
    expect(isPageAt('unit', { listingClass: 'UnitListing' })).toBe(false);
    expect(isPageAt('listing', { listingClass: 'PropertyListing' })).toBe(true);
  });
});

describe('canonicalListingOf', () => {
  it('is the listing itself when it repeats nothing', () => {
    const listing = aListing({ id: 5 });
    expect(canonicalListingOf(listing, [])).toBe(listing);
  });

  it("points another agency's copy at the first listing, shown among its duplicates", () => {
    const first = aListing({ id: 3, listingClass: 'UnitListing', projectId: 7 });
    expect(canonicalListingOf(aListing({ id: 5, duplicateOf: 3 }), [first])).toBe(first);
  });

  it('names a first listing not among the shown duplicates by its id, at the listing path', () => {
    expect(canonicalListingOf(aListing({ id: 5, duplicateOf: 3 }), [])).toEqual({
      id: 3,
      listingClass: 'PropertyListing',
    });
  });
});
