import { testRequestContext } from '#test/harness/requests/testRequestContext';
import 'reflect-metadata';
import { jest } from '@jest/globals';
import type { PageContextServer } from 'vike/types';
import type { RequestContext } from '#application/portal/RequestContext';
import { PORTALS } from '#config/portals';
import type { AuthSession } from '#domain/identity/TokenClaims';
import type { Place } from '#domain/places/Place';
import type { LatLng, SearchFilters } from '#domain/search/SearchFilters';
import { loadSearchPageData } from '#presentation/search/loadSearchPageData';
import { searchPagePath } from '#domain/search/searchPagePath';
import { searchCallerOf } from '#application/search/ports';
import { type SearchTestServer, startSearchTestServer } from '#test/harness/servers/startSearchTestServer';

/**
 * A drawn area lives in a stored search (document 002 §2: what no URL carries
 * lives in the saved search searchId points to), and reading another profile's search needs the
 * unguessable share reference the area's URL carries, not a sequential id alone. Through the
 * real page data hook, handler and embedded searches service on the demo data: the owner's page
 * writes `searchId={id}.{shareKey}`, a second visitor opening that URL sees the same area and
 * results, and the same URL without the key, or with another, opens nothing ('Search {n} is not
 * found', document 001 §5, a 404 page, never a 500).
 */
jest.setTimeout(300_000);

const portal = PORTALS.international;
const alice: AuthSession = { userId: null, state: 'GuestIdentified', profileIds: [301], identifiedUserProfileIds: [] };
const bob: AuthSession = { userId: 9, state: 'UserAuthenticated', profileIds: [402], identifiedUserProfileIds: [] };
const requestContext: RequestContext = testRequestContext(portal, { currency: 'EUR' });

let server: SearchTestServer;
let areaId: number;
let polygon: LatLng[];
/** The URL Alice's page shows for her drawn area. */
let shownUrl: string;
let alicePage: Awaited<ReturnType<typeof loadSearchPageData>>;

beforeAll(async () => {
  server = await startSearchTestServer();
  const [row] = rowsOf<{ place_id: string; south: number; west: number; north: number; east: number }>(
    await server.db.db.execute(
      `select l.ancestor_place_ids[3] as place_id,
              percentile_cont(0.1) within group (order by l.latitude) as south,
              percentile_cont(0.1) within group (order by l.longitude) as west,
              percentile_cont(0.6) within group (order by l.latitude) as north,
              percentile_cont(0.6) within group (order by l.longitude) as east
       from listings l join places p on p.place_id = l.ancestor_place_ids[3]
       where l.country_iso = 'CH' and p.type = 'locality' and l.transaction_type = 'Sell' and not l.is_archived
         and l.listing_class = 'PropertyListing'
       group by 1 order by count(*) desc, 1 limit 1`,
    ),
  );
  const place = await placeOf(row.place_id);
  const country = await placeOf(place.ancestors.find((ancestor) => ancestor.type === 'country')!.placeId);
  polygon = [
    { lat: row.south, lng: row.west },
    { lat: row.north, lng: row.west },
    { lat: row.north, lng: row.east },
    { lat: row.south, lng: row.east },
  ];
  // Alice draws an area: the page stores it as her (unsaved) search.
  const filters: SearchFilters = { transactionType: 'Sell', location: { placeId: place.placeId, polygon } };
  const drawn = await server.indexSearches.createSearch(
    { filters, currencyId: 'EUR' },
    { mode: 'NoExecute' },
    searchCallerOf(requestContext, alice),
  );
  if (!drawn.ok) throw new Error(drawn.error.message);
  areaId = drawn.value.search.id!;
  const target = { culture: 'en' as const, portal, place, country };
  alicePage = await loadSearchPageData(
    pageContext(alice, searchPagePath({ filters, params: { searchId: areaId } }, target)),
    { kind: 'search' },
  );
  shownUrl = alicePage.canonicalUrl.slice(requestContext.origin.length);
});

afterAll(async () => {
  await server?.close();
});

function pageContext(session: AuthSession | undefined, at: string): PageContextServer {
  const parsed = new URL(at, 'http://localhost');
  return {
    requestContext,
    container: server.container,
    urlOriginal: at,
    authSession: session,
    urlParsed: {
      pathname: parsed.pathname,
      searchOriginal: parsed.search,
      search: Object.fromEntries(parsed.searchParams),
    },
  } as unknown as PageContextServer;
}

const cardIds = (page: { results: { cards: { id: number }[] } }) => page.results.cards.map((card) => card.id);

describe('a drawn area’s URL, sent to another visitor', () => {
  it('is written by the owner’s page with the share reference, and her page shows the area', () => {
    expect(shownUrl).toMatch(new RegExp(`[?&]searchId=${areaId}\\.[\\w-]{16,64}(&|$)`));
    expect(alicePage.search.filters.location?.polygon).toEqual(polygon);
    expect(alicePage.results.total).toBeGreaterThan(0);
  });

  it('opens for a second visitor, signed in or not: the same drawn area and the same results', async () => {
    for (const visitor of [bob, undefined]) {
      const page = await loadSearchPageData(pageContext(visitor, shownUrl), { kind: 'search' });
      expect(page.search.filters.location?.polygon).toEqual(polygon);
      expect(page.results.total).toBe(alicePage.results.total);
      expect(cardIds(page)).toEqual(cardIds(alicePage));
      // Their page's own URL still opens the area (their reload, their own link).
      const theirUrl = page.canonicalUrl.slice(requestContext.origin.length);
      const again = await loadSearchPageData(pageContext(visitor, theirUrl), { kind: 'search' });
      expect(again.search.filters.location?.polygon).toEqual(polygon);
      expect(cardIds(again)).toEqual(cardIds(alicePage));
    }
  });

  it("does not open with the key removed or altered: 'Search {n} is not found' (404), never a 500", async () => {
    const reference = new URL(shownUrl, 'http://localhost').searchParams.get('searchId')!;
    const key = reference.slice(reference.indexOf('.') + 1);
    const altered = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      shownUrl.replace(`searchId=${reference}`, `searchId=${areaId}`),
      shownUrl.replace(`searchId=${reference}`, `searchId=${areaId}.${altered}`),
    ]) {
      for (const visitor of [bob, undefined]) {
        const failure = await loadSearchPageData(pageContext(visitor, url), { kind: 'search' }).then(
          () => undefined,
          (thrown: unknown) => thrown,
        );
        expect(failure).toMatchObject({
          _pageContextAbort: {
            abortStatusCode: 404,
            abortReason: { code: 'SEARCH_NOT_FOUND', message: `Search ${areaId} is not found` },
          },
        });
      }
    }
  });

  it('a malformed reference is the 400 page naming it', async () => {
    const url = shownUrl.replace(/searchId=[^&]+/, `searchId=${areaId}.short`);
    const failure = await loadSearchPageData(pageContext(bob, url), { kind: 'search' }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(failure).toMatchObject({
      _pageContextAbort: {
        abortStatusCode: 400,
        abortReason: { code: 'SEARCH_ID_NOT_VALID', message: `SearchId ${areaId}.short is not valid` },
      },
    });
  });
});

async function placeOf(id: string): Promise<Place> {
  const found = await server.sqlPlaces.getPlace(id);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
