import { testRequestContext } from '#test/harness/requests/testRequestContext';
import 'reflect-metadata';
import { jest } from '@jest/globals';
import type { Container } from 'inversify';
import type { PageContextServer } from 'vike/types';
import type { RequestContext } from '#application/portal/RequestContext';
import { PORTALS } from '#config/portals';
import { PROPERTY_TYPES } from '#domain/listings/Listing';
import type { Place } from '#domain/places/Place';
import type { AuthSession } from '#domain/identity/TokenClaims';
import type { SearchFilters } from '#domain/search/SearchFilters';
import { loadSearchPageData } from '#presentation/search/loadSearchPageData';
import { searchPagePath } from '#domain/search/searchPagePath';
import { searchCallerOf } from '#application/search/ports';
import { type SearchTestServer, startSearchTestServer } from '#test/harness/servers/startSearchTestServer';

/**
 * The server-rendered search page's data, through its real data hook, handler and embedded
 * service on the demo data. It runs the searches service in process (no bearer travels): it
 * must act as the visitor whose verified session the server resolved (pageContext.authSession,
 * set by server/ssr/ssr.ts), so the owner of a saved search opens its URL and a stranger gets
 * document 001 §5's 'Search {n} is not found' (a 404 page). And its filter options show counts
 * for every option, those not ticked included.
 */
jest.setTimeout(300_000);

const portal = PORTALS.international;
const alice: AuthSession = { userId: null, state: 'GuestIdentified', profileIds: [101], identifiedUserProfileIds: [] };
const bob: AuthSession = { userId: 7, state: 'UserAuthenticated', profileIds: [202], identifiedUserProfileIds: [] };
/** Alice, signed in since: her guest profile is one of her identified profiles now. */
const aliceSignedIn: AuthSession = {
  userId: 8,
  state: 'UserAuthenticated',
  profileIds: [505],
  identifiedUserProfileIds: [101],
};
const requestContext: RequestContext = testRequestContext(portal, { currency: 'EUR' });

let server: SearchTestServer;
let container: Container;
let savedId: number;
let url: string;
let apartmentsUrl: string;

beforeAll(async () => {
  server = await startSearchTestServer();
  container = server.container;
  const [row] = rowsOf<{ place_id: string }>(
    await server.db.db.execute(
      `select l.ancestor_place_ids[3] as place_id from listings l join places p on p.place_id = l.ancestor_place_ids[3]
     where l.country_iso = 'CH' and p.type = 'locality' and l.transaction_type = 'Sell' and not l.is_archived and l.listing_class = 'PropertyListing'
     group by 1 order by count(*) desc, 1 limit 1`,
    ),
  );
  const place = await placeOf(row.place_id);
  const country = await placeOf(place.ancestors.find((ancestor) => ancestor.type === 'country')!.placeId);
  const filters: SearchFilters = { transactionType: 'Sell', location: { placeId: place.placeId } };
  const created = await server.indexSearches.createSearch(
    { filters, saved: true, title: 'Houses near the lake', notifications: ['Email'] },
    { mode: 'NoExecute' },
    searchCallerOf(requestContext, alice),
  );
  if (!created.ok) throw new Error(created.error.message);
  savedId = created.value.search.id!;
  // The saved search's own link: its filters in the path, its id in the query (document 002 §2).
  url = searchPagePath({ filters, params: { searchId: savedId } }, { culture: 'en', portal, place, country });
  apartmentsUrl = searchPagePath(
    { filters: { ...filters, types: ['Apartment'] }, params: {} },
    { culture: 'en', portal, place, country },
  );
});

afterAll(async () => {
  await server?.close();
});

function pageContext(session: AuthSession | undefined, at = url): PageContextServer {
  const parsed = new URL(at, 'http://localhost');
  return {
    requestContext,
    container,
    urlOriginal: at,
    authSession: session,
    urlParsed: {
      pathname: parsed.pathname,
      searchOriginal: parsed.search,
      search: Object.fromEntries(parsed.searchParams),
    },
  } as unknown as PageContextServer;
}

describe('the server-rendered search page opens a saved search as the visitor', () => {
  it('for its owner: the saved search itself, run', async () => {
    expect(url).toContain(`searchId=${savedId}`);
    for (const owner of [alice, aliceSignedIn]) {
      const data = await loadSearchPageData(pageContext(owner), { kind: 'search' });
      expect(data.results.searchId).toBe(savedId);
      expect(data.results.total).toBeGreaterThan(0);
    }
  });

  it("for anyone else: 'Search {n} is not found', the 404 page", async () => {
    for (const stranger of [bob, undefined]) {
      const failure = await loadSearchPageData(pageContext(stranger), { kind: 'search' }).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(failure).toMatchObject({
        _pageContextAbort: {
          abortStatusCode: 404,
          abortReason: { code: 'SEARCH_NOT_FOUND', message: `Search ${savedId} is not found` },
        },
      });
    }
  });
});

describe("the server-rendered search page's filter options", () => {
  it('count every option of a check-box list, the types not ticked included (disjunctive facets)', async () => {
    const data = await loadSearchPageData(pageContext(undefined, apartmentsUrl), { kind: 'search' });
    const types = new Map(
      data.results.facets.find((facet) => facet.name === 'types')?.values.map((v) => [v.value, v.count]),
    );
    expect([...types.keys()].sort()).toEqual([...PROPERTY_TYPES].sort());
    expect(types.get('Apartment')).toBe(data.results.total);
    expect(types.get('House')).toBeGreaterThan(0);
  });
});

async function placeOf(id: string): Promise<Place> {
  const found = await server.sqlPlaces.getPlace(id);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
