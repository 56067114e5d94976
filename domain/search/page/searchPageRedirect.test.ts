import type { Place } from '../../places/Place';
import type { Search } from '../SearchFilters';
import { placeSlugsRedirect, redirectAfterSearch, type SearchPageFacts, urlRedirect } from './searchPageRedirect';

const slug = (value: string, language: string) => ({ slug: value, language, isObsolete: false });
const geneva: Pick<Place, 'slugs' | 'type'> = { type: 'locality', slugs: [slug('geneve', 'fr')] };
const switzerland: Pick<Place, 'slugs'> = { slugs: [slug('suisse', 'fr')] };
const sell: Search = { filters: { transactionType: 'Sell', location: { placeId: 'ge' } }, params: {} };
const facts = (more: Partial<SearchPageFacts> = {}): SearchPageFacts => ({
  page: 'search',
  language: 'fr',
  placeInUrl: true,
  placeFromTypedText: false,
  place: geneva,
  country: switzerland,
  asked: sell,
  run: sell,
  path: '/suisse/geneve/acheter',
  ...more,
});

describe('the redirects of the URL itself (document 001 §2)', () => {
  it("keeps the visitor's culture prefix, permanent or not as the codec said", () => {
    expect(urlRedirect({ kind: 'redirect', location: '/geneve/buy', permanent: true }, { prefix: '/de' })).toEqual({
      kind: 'redirect',
      to: '/de/geneve/buy',
      status: 301,
    });
    expect(urlRedirect({ kind: 'redirect', location: '/x', permanent: false }, { prefix: '' }).status).toBe(302);
  });

  it('replaces the place segments only, keeping the rest of the path and the query, permanently', () => {
    const url = { path: '/geneve/acheter/appartements', query: '?p=2', prefix: '/fr' };
    expect(placeSlugsRedirect(url, { placeSlug: 'geneve' }, { countrySlug: 'suisse', placeSlug: 'geneve' })).toEqual({
      kind: 'redirect',
      to: '/fr/suisse/geneve/acheter/appartements?p=2',
      status: 301,
    });
    const old = { path: '/suisse/geneve-ville/acheter', query: '', prefix: '' };
    expect(
      placeSlugsRedirect(
        old,
        { countrySlug: 'suisse', placeSlug: 'geneve-ville' },
        { countrySlug: 'suisse', placeSlug: 'genève' },
      ).to,
    ).toBe('/suisse/gen%C3%A8ve/acheter');
  });
});

describe('the redirects once the search has run', () => {
  it('leaves a page whose URL is its search alone', () => {
    expect(redirectAfterSearch(facts())).toBeUndefined();
  });

  it('sends a place named by id to its place-first URL: permanently, or for now when typed text chose it', () => {
    expect(redirectAfterSearch(facts({ placeInUrl: false }))).toEqual({
      kind: 'redirect',
      to: '/suisse/geneve/acheter',
      status: 301,
    });
    expect(redirectAfterSearch(facts({ placeInUrl: false, placeFromTypedText: true }))?.status).toBe(302);
  });

  it('keeps /search?placeId for a place without slugs, or a search without a transaction type', () => {
    expect(redirectAfterSearch(facts({ placeInUrl: false, place: { type: 'locality', slugs: [] } }))).toBeUndefined();
    const noTransaction: Search = { filters: { location: { placeId: 'ge' } }, params: {} };
    expect(redirectAfterSearch(facts({ placeInUrl: false, asked: noTransaction, run: noTransaction }))).toBeUndefined();
  });

  it('sends a luxury search whose price bound was cleared to the address of what is searched, for now (document 001 §5)', () => {
    const asked: Search = { ...sell, filters: { ...sell.filters, luxury: true, price: { min: 100000 } } };
    const run: Search = { ...sell, filters: { ...sell.filters, luxury: true } };
    expect(redirectAfterSearch(facts({ asked, run }))?.status).toBe(302);
    expect(redirectAfterSearch(facts({ asked, run: asked }))).toBeUndefined();
  });

  it("sends an agency page to its slug's URL when its name is not the slug, permanently (document 002 §2)", () => {
    const agencyPage = (nameInUrl?: string) =>
      facts({
        page: 'agency',
        placeInUrl: false,
        place: undefined,
        agency: { slug: 'dupont', nameInUrl },
        path: '/agence/dupont/42',
      });
    expect(redirectAfterSearch(agencyPage('dupont'))).toBeUndefined();
    expect(redirectAfterSearch(agencyPage('old-name'))).toEqual({
      kind: 'redirect',
      to: '/agence/dupont/42',
      status: 301,
    });
    expect(redirectAfterSearch(agencyPage(undefined))?.status).toBe(301);
  });
});
