import 'reflect-metadata';
import type { Account } from '#domain/agents/Account';
import type { Place } from '#domain/places/Place';
import type { SearchResult } from '#domain/search/results/SearchResult';
import type { SearchDraft } from '#domain/search/saved/SavedSearch';
import { domainError } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';
import type { AccountsDirectory } from '#application/agents';
import type { PlacesService } from '#application/places';
import type { PlacePrediction } from '#application/places/ports';
import type { SearchCaller, SearchesService } from '../ports';
import { buildSearchUrl } from '#domain/search/buildSearchUrl';
import type { Search } from '#domain/search/SearchFilters';
import type { PlaceSlugs } from '#domain/search/SearchUrlContext';
import { type LoadSearchPage, LoadSearchPageHandler, type SearchPagePortal } from './LoadSearchPage';

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
    autocomplete: async ({ input }) =>
      ok(
        input === 'genève'
          ? [{ placeId: 'ge', mainText: 'Genève', secondaryText: 'Suisse', type: 'locality' } satisfies PlacePrediction]
          : [],
      ),
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

/** The service's answers: what a search counts, and the bound a luxury search clears (document 001 §5). */
interface ServiceAnswers {
  total?: number;
  listingIds?: number[];
  facets?: SearchResult['facets'];
}

function searchesService(calls: string[], answers: ServiceAnswers = {}): SearchesService {
  const { total = 100, listingIds = [], facets = [] } = answers;
  const result = (draft: SearchDraft, id = 5): SearchResult => ({
    search: {
      id,
      filters: draft.filters.luxury ? { ...draft.filters, price: undefined } : draft.filters,
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
    listings: listingIds.map((listingId) => ({ id: listingId }) as SearchResult['listings'][number]),
    projects: [],
    total,
    totalRetrievable: total,
    nearbyTotal: 0,
    pages: 1,
    facets,
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
const portal: SearchPagePortal = {
  defaultCulture: 'fr',
  cultures: ['fr', 'de'],
  sortings: ['justForYou', 'priceAsc', 'livingArea'],
  defaultSort: 'justForYou',
  pageSize: 20,
  maxSkip: 100000,
  maxIndexableSkip: 2000,
};
const caller: SearchCaller = {
  profileId: 'visitor',
  language: 'fr',
  isCrawler: false,
  portal: {
    id: 'ch',
    countries: ['CH'],
    defaultCurrency: 'CHF',
    pageSize: 20,
    maxSkip: 100000,
    sortings: ['justForYou', 'priceAsc', 'livingArea'],
    defaultSort: 'justForYou',
  },
};
const sell: Search = { filters: { transactionType: 'Sell' }, params: {} };
const inGeneva: PlaceSlugs = { countrySlug: 'suisse', placeSlug: 'geneve' };

/** The path of a search in French, as the page's URL would carry it. */
function pathOf(search: Search, place?: PlaceSlugs): string {
  const url = buildSearchUrl(search, { language: 'fr', place });
  if (!url.ok) throw new Error(url.error.message);
  return url.value;
}

/** The query for a URL (path and query together), as the loader hands it over. */
function page(pathAndQuery: string, more: Partial<LoadSearchPage> = {}): LoadSearchPage {
  const [path, query = ''] = pathAndQuery.split(/(?=\?)/);
  return {
    url: { path, query, prefix: '' },
    culture: 'fr',
    portal,
    currencyId: 'CHF',
    caller,
    sharedHtml: false,
    facets: [],
    ...more,
  };
}

function handler(calls: string[] = [], accountList: Account[] = [], answers: ServiceAnswers = {}) {
  return new LoadSearchPageHandler(searchesService(calls, answers), placesService(), accounts(accountList));
}

const contentOf = (outcome: Awaited<ReturnType<LoadSearchPageHandler['execute']>>) => {
  if (!outcome.ok || outcome.value.kind !== 'page') throw new Error(`not a page: ${JSON.stringify(outcome)}`);
  return outcome.value;
};

describe('LoadSearchPageHandler: the place and the search', () => {
  it('resolves the slugs within the portal countries, runs the search in the place on the asked page', async () => {
    const calls: string[] = [];
    const outcome = await handler(calls).execute(page(pathOf({ ...sell, params: { page: 3 } }, inGeneva)));
    expect(contentOf(outcome).place?.placeId).toBe('ge');
    expect(contentOf(outcome).ancestors.map((p) => p.placeId)).toEqual(['ch']);
    expect(calls).toEqual(['create {"transactionType":"Sell","location":{"placeId":"ge"}} skip=40']);
  });

  it("answers 'Cannot geocode place for slug' for an unknown slug or one outside the portal", async () => {
    for (const place of [{ placeSlug: 'nowhere' }, { countrySlug: 'france', placeSlug: 'geneve' }]) {
      const outcome = await handler().execute(page(pathOf(sell, place)));
      expect(outcome).toEqual({
        ok: false,
        error: expect.objectContaining({ kind: 'NOT_FOUND', message: 'Cannot geocode place for slug' }),
      });
    }
  });

  it('retrieves a saved search and patches it with the URL filters, keeping the drawn polygon', async () => {
    const calls: string[] = [];
    const search: Search = { filters: { transactionType: 'Sell', price: { max: 500000 } }, params: { searchId: 77 } };
    const outcome = await handler(calls).execute(page(pathOf(search, inGeneva)));
    expect(outcome.ok).toBe(true);
    expect(calls[0]).toBe('get 77 NoExecute');
    expect(calls[1]).toMatch(/^patch 77 .*"polygon":\[/);
    expect(calls[1]).toContain('"price":{"max":500000}');
  });

  it('opens a stored search named by a bare /search?searchId=n as stored, never rewriting it', async () => {
    const calls: string[] = [];
    const outcome = await handler(calls).execute(page(pathOf({ filters: {}, params: { searchId: 77 } })));
    expect(outcome.ok).toBe(true);
    expect(calls.filter((call) => call.startsWith('patch') || call.startsWith('create'))).toEqual([]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^get 77 (?!NoExecute)/);
  });

  it('reads a stored search by the share reference the URL carried, and patches only by its id', async () => {
    const key = 'Zm9vYmFyYmF6cXV4LWtleV9f';
    const calls: string[] = [];
    const search: Search = {
      filters: { transactionType: 'Sell', price: { max: 500000 } },
      params: { searchId: 77, shareKey: key },
    };
    const outcome = await handler(calls).execute(page(pathOf(search, inGeneva)));
    expect(outcome.ok).toBe(true);
    expect(calls[0]).toBe(`get 77.${key} NoExecute`);
    expect(calls[1]).toMatch(/^patch 77 /);
  });

  it("passes on 'Search {n} is not found'", async () => {
    const outcome = await handler().execute(page(pathOf({ ...sell, params: { searchId: 12 } })));
    expect(outcome).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'NOT_FOUND', message: 'Search 12 is not found' }),
    });
  });

  it('looks up the places the children facet names, for the SEO children module (document 000 §2)', async () => {
    const facets = [{ name: 'places' as const, values: [{ value: 'ge', count: 3 }] }];
    const outcome = await handler([], [], { facets }).execute(
      page(pathOf(sell, { placeSlug: 'suisse' }), { childrenFacet: { name: 'places', count: 40, sort: '-count' } }),
    );
    expect(contentOf(outcome).childPlaces.map((p) => p.placeId)).toEqual(['ge']);
    const without = await handler([], [], { facets }).execute(page(pathOf(sell, { placeSlug: 'suisse' })));
    expect(contentOf(without).childPlaces).toEqual([]);
  });
});

describe('LoadSearchPageHandler: the redirects (document 001 §2)', () => {
  it("keeps the old form's permanent redirect to the place-first form, under the visitor's culture prefix", async () => {
    const outcome = await handler().execute({
      ...page('/buy/apartments/geneve?p=2'),
      url: { path: '/buy/apartments/geneve', query: '?p=2', prefix: '/de' },
    });
    expect(outcome).toEqual({
      ok: true,
      value: { kind: 'redirect', to: '/de/geneve/buy/apartments?p=2', status: 301 },
    });
  });

  it('sends a page at or past the maximum skip to page one, permanently (document 001 §5)', async () => {
    const calls: string[] = [];
    const tooFar = pathOf({ ...sell, params: { page: 100000 / 20 + 1 } }, inGeneva);
    const outcome = await handler(calls).execute(page(tooFar));
    expect(outcome).toEqual({ ok: true, value: { kind: 'redirect', to: pathOf(sell, inGeneva), status: 301 } });
    expect(calls).toEqual([]);
  });

  it('redirects a locality without its country slug, and an old slug, to the canonical slugs, keeping the rest', async () => {
    const withoutCountry = pathOf({ ...sell, params: { page: 2 } }, { placeSlug: 'geneve' });
    expect(await handler().execute(page(withoutCountry))).toEqual({
      ok: true,
      value: { kind: 'redirect', to: pathOf({ ...sell, params: { page: 2 } }, inGeneva), status: 301 },
    });
    const oldSlug = pathOf(sell, { countrySlug: 'suisse', placeSlug: 'geneve-ville' });
    expect(await handler().execute(page(oldSlug))).toEqual({
      ok: true,
      value: { kind: 'redirect', to: pathOf(sell, inGeneva), status: 301 },
    });
  });

  it('sends /search?placeId of a place with slugs to its place-first URL, permanently', async () => {
    const outcome = await handler().execute(
      page(pathOf({ ...sell, filters: { ...sell.filters, location: { placeId: 'ge' } } })),
    );
    expect(outcome).toEqual({ ok: true, value: { kind: 'redirect', to: pathOf(sell, inGeneva), status: 301 } });
  });

  it('takes the best match of the text the plain form sent, for now only (302); no match: every listing, not indexed', async () => {
    const typed = await handler().execute(page('/recherche?q=genève', { typedText: ' genève ' }));
    expect(typed).toEqual({ ok: true, value: { kind: 'redirect', to: pathOf(sell, inGeneva), status: 302 } });
    const unknown = contentOf(await handler().execute(page('/recherche?q=atlantis', { typedText: 'atlantis' })));
    expect(unknown.placeNotFound).toBe('atlantis');
    expect(unknown.noindex).toBe(true);
  });

  it('sends a luxury search whose price bound the service cleared to the address of what is searched (302)', async () => {
    const luxury: Search = { filters: { transactionType: 'Sell', luxury: true, price: { min: 100000 } }, params: {} };
    const outcome = await handler().execute(page(pathOf(luxury, inGeneva)));
    expect(outcome).toEqual({
      ok: true,
      value: {
        kind: 'redirect',
        to: pathOf({ ...luxury, filters: { transactionType: 'Sell', luxury: true } }, inGeneva),
        status: 302,
      },
    });
  });
});

describe('LoadSearchPageHandler: the agency page (document 001 §3, document 002 §2)', () => {
  const agency = {
    id: 42,
    name: 'Agence Dupont',
    slug: 'agence-dupont',
    isArchived: false,
    relatedAccountIds: [44, 43],
  } as Account;
  const partner = { ...agency, id: 44, name: 'Réseau Dupont', relatedAccountIds: [] };
  const agencyPage = (accountId: string, name?: string) =>
    page('/recherche', {
      url: { path: `/agence/${name}/${accountId}`, query: '', prefix: '' },
      agency: { accountId, name },
    });

  it('searches one agency, with its related accounts less the archived ones', async () => {
    const calls: string[] = [];
    const outcome = await handler(calls, [agency, { ...agency, id: 43, isArchived: true }, partner]).execute(
      agencyPage('42', 'agence-dupont'),
    );
    expect(contentOf(outcome).agency?.name).toBe('Agence Dupont');
    expect(contentOf(outcome).agencyRelated?.map((a) => a.id)).toEqual([44]);
    expect(calls).toEqual(['create {"accountId":42} skip=0']);
  });

  it("sends a renamed agency's old name to its slug's page, permanently", async () => {
    const outcome = await handler([], [agency]).execute(agencyPage('42', 'dupont-old'));
    expect(outcome.ok && outcome.value.kind === 'redirect' && outcome.value.status).toBe(301);
    expect(outcome.ok && outcome.value.kind === 'redirect' && outcome.value.to).toMatch(/\/agence-dupont\/42$/);
  });

  it('refuses an id no account column holds (400), an unknown agency (404) and an archived one (410)', async () => {
    expect(await handler([], [agency]).execute(agencyPage('2147483648', 'x'))).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'INVALID', message: 'Invalid accountId was provided' }),
    });
    expect(await handler([], [agency]).execute(agencyPage('9', 'x'))).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'NOT_FOUND', message: 'Invalid accountId was provided' }),
    });
    expect(await handler([], [{ ...agency, isArchived: true }]).execute(agencyPage('42', 'agence-dupont'))).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'GONE', message: 'Agency is archived' }),
    });
  });
});

describe('LoadSearchPageHandler: what crawlers may index and what a shared page names', () => {
  it('indexes a plain place search, not one sorted otherwise than crawlers may index, nor one with no results (document 002 §5)', async () => {
    expect(contentOf(await handler().execute(page(pathOf(sell, inGeneva)))).noindex).toBe(false);
    const sorted = pathOf({ ...sell, params: { sort: 'livingArea' } }, inGeneva);
    expect(contentOf(await handler().execute(page(sorted))).noindex).toBe(true);
    expect(contentOf(await handler([], [], { total: 0 }).execute(page(pathOf(sell, inGeneva)))).noindex).toBe(true);
  });

  it("runs a shared page as nobody in particular and names its cards and place; a stored search is the visitor's", async () => {
    const seen: SearchCaller[] = [];
    const searches = searchesService([], { listingIds: [7, 8] });
    const spied: SearchesService = {
      ...searches,
      createSearch: (draft, execution, who) => {
        seen.push(who);
        return searches.createSearch(draft, execution, who);
      },
    };
    const shared = new LoadSearchPageHandler(spied, placesService(), accounts());
    const content = contentOf(await shared.execute(page(pathOf(sell, inGeneva), { sharedHtml: true })));
    expect(seen[0]).toEqual({ language: 'fr', portal: caller.portal, isCrawler: true });
    expect(content.invalidatedBy).toEqual(['listing:7', 'listing:8', 'place:ge']);
    const own = contentOf(await handler([], [], { listingIds: [7] }).execute(page(pathOf(sell, inGeneva))));
    expect(own.invalidatedBy).toBeUndefined();
  });

  it('shows a drawn area by its stored search in the path, with the share key that opens it', async () => {
    const search: Search = { filters: { transactionType: 'Sell', price: { max: 500000 } }, params: { searchId: 77 } };
    const content = contentOf(await handler().execute(page(pathOf(search, inGeneva))));
    expect(content.shown.params.searchId).toBe(77);
    expect(content.path).toContain('searchId=77');
  });
});
