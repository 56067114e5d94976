import 'reflect-metadata';
import type { Account } from '#domain/agents/Account';
import type { Place } from '#domain/places/Place';
import type { SearchResult } from '#domain/search/results/SearchResult';
import type { SearchDraft } from '#domain/search/saved/SavedSearch';
import { domainError } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';
import type { AccountsDirectory } from '#application/agents';
import type { PlacesService } from '#application/places';
import type { SearchCaller, SearchesService } from '../ports';
import { LoadSearchPageHandler } from './LoadSearchPage';

const slug = (value: string, language: string, isObsolete = false) => ({ slug: value, language, isObsolete });
const place = (overrides: Partial<Place>): Place => ({
  placeId: 'x',
  type: 'locality',
  names: { en: 'X' },
  ancestors: [],
  slugs: [],
  viewport: { northeast: { lat: 1, lng: 1 }, southwest: { lat: 0, lng: 0 } },
  countryISO: 'CH',
  isEU: false,
  latitude: 0.5,
  longitude: 0.5,
  ...overrides,
});
const switzerland = place({ placeId: 'ch', type: 'country', slugs: [slug('suisse', 'fr'), slug('schweiz', 'de')] });
const france = place({ placeId: 'fr', type: 'country', countryISO: 'FR', slugs: [slug('france', 'fr')] });
const geneva = place({
  placeId: 'ge',
  slugs: [slug('geneve', 'fr'), slug('genf', 'de'), slug('geneve-ville', 'fr', true)],
  ancestors: [{ type: 'country', placeId: 'ch' }],
});
const genevaFr = place({
  placeId: 'ge-fr',
  countryISO: 'FR',
  slugs: [slug('geneve', 'fr')],
  ancestors: [{ type: 'country', placeId: 'fr' }],
});
const all = [switzerland, france, geneva, genevaFr];

function placesService(): PlacesService {
  return {
    autocomplete: async () => ok([]),
    getPlace: async (id) => {
      const found = all.find((p) => p.placeId === id);
      return found ? ok(found) : err(domainError('NOT_FOUND', 'PLACE_NOT_FOUND', `placeId ${id} not found`));
    },
    getPlacesByIds: async ({ placeIds = [] }) =>
      ok({ places: all.filter((p) => placeIds.includes(p.placeId)), sideloaded: [] }),
    findPlacesBySlug: async ({ slug: wanted, countryISO }) =>
      ok(
        all
          .filter((p) => !countryISO || p.countryISO === countryISO)
          .flatMap((p) =>
            p.slugs
              .filter((s) => s.slug === wanted)
              .map((s) => ({
                place: p,
                slug: s,
                canonicalSlug: s.isObsolete
                  ? p.slugs.find((c) => c.language === s.language && !c.isObsolete)!.slug
                  : s.slug,
              })),
          ),
      ),
    getPlaceSlugs: async () => ok([]),
    geocode: async () => err(domainError('NOT_FOUND', 'X', 'Cannot geocode place for slug')),
    listPlaces: async () => ok([]),
  };
}

function searchesService(calls: string[]): SearchesService {
  const result = (draft: SearchDraft, id = 5): SearchResult => ({
    search: {
      id,
      filters: draft.filters,
      params: {},
      saved: false,
      notifications: [],
      currencyId: draft.currencyId ?? 'CHF',
      portalId: 'ch',
      unreadTotal: 0,
      priceDropsTotal: 0,
      priceIncreasesTotal: 0,
      automaticTitle: '',
      automaticSubtitle: '',
      creationDate: '',
    },
    searchMode: 'Full',
    listings: [],
    projects: [],
    total: 0,
    totalRetrievable: 0,
    nearbyTotal: 0,
    pages: 1,
    facets: [],
    unreadTotal: 0,
    priceDropsTotal: 0,
    priceIncreasesTotal: 0,
    endInfo: 'zeroResults',
  });
  const stored = result(
    {
      filters: {
        transactionType: 'Sell',
        location: {
          placeId: 'ge',
          polygon: [
            { lat: 1, lng: 1 },
            { lat: 2, lng: 2 },
            { lat: 1, lng: 2 },
          ],
        },
      },
      currencyId: 'CHF',
    },
    77,
  );
  return {
    createSearch: async (draft, execution) => {
      calls.push(`create ${JSON.stringify(draft.filters)} skip=${execution.skip}`);
      return ok(result(draft));
    },
    searchMap: async () => err(domainError('EXTERNAL_ERROR', 'X', 'unused')),
    getSearch: async (id, execution) => {
      calls.push(`get ${id} ${execution.mode ?? 'Full'}`);
      return String(id).split('.')[0] === '77'
        ? ok(stored)
        : err(domainError('NOT_FOUND', 'SEARCH_NOT_FOUND', `Search ${id} is not found`));
    },
    patchSearch: async (id, patch) => {
      calls.push(`patch ${id} ${JSON.stringify(patch.filters)}`);
      return ok(result(patch as SearchDraft, Number(id)));
    },
    archiveSearch: async () => err(domainError('EXTERNAL_ERROR', 'X', 'unused')),
    listSearches: async () => err(domainError('NOT_FOUND', 'X', 'unused')),
    getLuxuryPriceRange: async () => err(domainError('NOT_FOUND', 'X', 'unused')),
    getFilterableRepositories: async () => ok([]),
  };
}

const accounts = (list: Account[] = []): AccountsDirectory => ({
  getAccountsByIds: async (ids) => list.filter((a) => ids.includes(a.id)),
  getUsersByIds: async () => [],
  getAccount: async (id) => list.find((a) => a.id === id),
  ascendantsOf: async () => [],
});
const caller: SearchCaller = {
  language: 'fr',
  isCrawler: false,
  portal: {
    id: 'ch',
    countries: ['CH'],
    defaultCurrency: 'CHF',
    pageSize: 20,
    maxSkip: 100000,
    sortings: ['justForYou', 'priceAsc'],
    defaultSort: 'justForYou',
  },
};
const sell = { filters: { transactionType: 'Sell' as const }, params: {} };

function handler(calls: string[] = [], accountList: Account[] = []) {
  return new LoadSearchPageHandler(searchesService(calls), placesService(), accounts(accountList));
}

describe('LoadSearchPageHandler', () => {
  it('resolves the slugs within the portal countries, runs the search in the place on the asked page', async () => {
    const calls: string[] = [];
    const outcome = await handler(calls).execute({
      place: { countrySlug: 'suisse', placeSlug: 'geneve' },
      search: { ...sell, params: { page: 3 } },
      currencyId: 'CHF',
      caller,
      facets: [],
    });
    expect(outcome.ok && outcome.value.kind === 'page' && outcome.value.place?.placeId).toBe('ge');
    expect(outcome.ok && outcome.value.kind === 'page' && outcome.value.ancestors.map((p) => p.placeId)).toEqual([
      'ch',
    ]);
    expect(calls).toEqual(['create {"transactionType":"Sell","location":{"placeId":"ge"}} skip=40']);
  });

  it("answers 'Cannot geocode place for slug' for an unknown slug or one outside the portal", async () => {
    for (const place of [{ placeSlug: 'nowhere' }, { countrySlug: 'france', placeSlug: 'geneve' }]) {
      const outcome = await handler().execute({ place, search: sell, currencyId: 'CHF', caller, facets: [] });
      expect(outcome).toEqual({
        ok: false,
        error: expect.objectContaining({ kind: 'NOT_FOUND', message: 'Cannot geocode place for slug' }),
      });
    }
  });

  it('redirects a locality without its country slug, and an old slug, to the canonical slugs', async () => {
    expect(
      await handler().execute({ place: { placeSlug: 'geneve' }, search: sell, currencyId: 'CHF', caller, facets: [] }),
    ).toEqual({
      ok: true,
      value: { kind: 'placeRedirect', place: { countrySlug: 'suisse', placeSlug: 'geneve' }, reason: 'countryMissing' },
    });
    expect(
      await handler().execute({
        place: { countrySlug: 'suisse', placeSlug: 'geneve-ville' },
        search: sell,
        currencyId: 'CHF',
        caller,
        facets: [],
      }),
    ).toEqual({
      ok: true,
      value: { kind: 'placeRedirect', place: { countrySlug: 'suisse', placeSlug: 'geneve' }, reason: 'obsoleteSlug' },
    });
  });

  it('retrieves a saved search and patches it with the URL filters, keeping the drawn polygon', async () => {
    const calls: string[] = [];
    const outcome = await handler(calls).execute({
      place: { countrySlug: 'suisse', placeSlug: 'geneve' },
      search: { filters: { transactionType: 'Sell', price: { max: 500000 } }, params: { searchId: 77 } },
      currencyId: 'CHF',
      caller,
      facets: [],
    });
    expect(outcome.ok).toBe(true);
    expect(calls[0]).toBe('get 77 NoExecute');
    expect(calls[1]).toMatch(/^patch 77 .*"polygon":\[/);
    expect(calls[1]).toContain('"price":{"max":500000}');
  });

  it('opens a stored search named by a bare /search?searchId=n as stored, never rewriting it', async () => {
    const calls: string[] = [];
    const outcome = await handler(calls).execute({
      search: { filters: {}, params: { searchId: 77 } },
      currencyId: 'CHF',
      caller,
      facets: [],
    });
    expect(outcome.ok).toBe(true);
    expect(calls.filter((call) => call.startsWith('patch') || call.startsWith('create'))).toEqual([]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^get 77 (?!NoExecute)/);
  });

  it('reads a stored search by the share reference the URL carried, and patches only by its id', async () => {
    const key = 'Zm9vYmFyYmF6cXV4LWtleV9f';
    const calls: string[] = [];
    const outcome = await handler(calls).execute({
      place: { countrySlug: 'suisse', placeSlug: 'geneve' },
      search: { filters: { transactionType: 'Sell', price: { max: 500000 } }, params: { searchId: 77, shareKey: key } },
      currencyId: 'CHF',
      caller,
      facets: [],
    });
    expect(outcome.ok).toBe(true);
    expect(calls[0]).toBe(`get 77.${key} NoExecute`);
    expect(calls[1]).toMatch(/^patch 77 /);
  });

  it("passes on 'Search {n} is not found'", async () => {
    const outcome = await handler().execute({
      search: { ...sell, params: { searchId: 12 } },
      currencyId: 'CHF',
      caller,
      facets: [],
    });
    expect(outcome).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'NOT_FOUND', message: 'Search 12 is not found' }),
    });
  });

  it('searches one agency, 404 for an unknown one and 410 for an archived one', async () => {
    const agency = {
      id: 42,
      name: 'Agence Dupont',
      slug: 'agence-dupont',
      isArchived: false,
      relatedAccountIds: [44, 43],
    } as Account;
    const partner = { ...agency, id: 44, name: 'Réseau Dupont', relatedAccountIds: [] };
    const calls: string[] = [];
    const outcome = await handler(calls, [agency, { ...agency, id: 43, isArchived: true }, partner]).execute({
      search: sell,
      agencyId: 42,
      currencyId: 'CHF',
      caller,
      facets: [],
    });
    expect(outcome.ok && outcome.value.kind === 'page' && outcome.value.agency?.name).toBe('Agence Dupont');
    // Related accounts for the agency header: the archived one is left out.
    expect(outcome.ok && outcome.value.kind === 'page' && outcome.value.agencyRelated?.map((a) => a.id)).toEqual([44]);
    expect(calls).toEqual(['create {"transactionType":"Sell","accountId":42} skip=0']);
    expect(
      await handler([], [agency]).execute({ search: sell, agencyId: 9, currencyId: 'CHF', caller, facets: [] }),
    ).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'NOT_FOUND', message: 'Invalid accountId was provided' }),
    });
    expect(
      await handler([], [{ ...agency, isArchived: true }]).execute({
        search: sell,
        agencyId: 42,
        currencyId: 'CHF',
        caller,
        facets: [],
      }),
    ).toEqual({ ok: false, error: expect.objectContaining({ kind: 'GONE', message: 'Agency is archived' }) });
  });
});
