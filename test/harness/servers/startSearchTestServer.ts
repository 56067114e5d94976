/* eslint-disable @typescript-eslint/no-explicit-any -- test support reads any JSON answer or raw SQL row */
import { callService } from '../requests/callService';
import { testRequestContext } from '../requests/testRequestContext';
import os from 'node:os';
import path from 'node:path';
import type { Container } from 'inversify';
import { AccountsDirectory, AgentsSearch } from '#application/agents/ports';
import { ListingsService } from '#application/listings/ports';
import { PlacesService, PlaceStatisticsService } from '#application/places/ports';
import { GetPlaceChildren } from '#application/places/tokens';
import type { GetPlaceChildrenHandler } from '#application/places/queries/GetPlaceChildren';
import type { RequestContext } from '#application/portal/RequestContext';
import { SearchesService } from '#application/search/ports';
import { composeTestRoot, TEST_IDENTITY_SETTINGS } from '#config/di/composeTestRoot';
import { IdentityConfig } from '#config/identity/IdentityConfig';
import { PORTALS } from '#config/portals';
import type { AuthSession } from '#domain/identity/TokenClaims';
import type { Language } from '#domain/portal/Portal';
import type { OpenedDatabase } from '#infrastructure/db/Database';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { seedDemoData } from '#infrastructure/demo/seedDemoData';
import { ServiceClient } from '#infrastructure/shared/http/ServiceClient';
import { mintAccessToken } from '#test/harness/identity/mintAccessToken';
import { HttpAgentsSearch } from '#infrastructure/agents/http/HttpAgentsSearch';
import { HttpPlacesService } from '#infrastructure/places/http/HttpPlacesService';
import { HttpPlaceChildren } from '#infrastructure/places/http/HttpPlaceChildren';
import { HttpPlaceStatisticsService } from '#infrastructure/places/http/HttpPlaceStatisticsService';
import { HttpSearchesService } from '#infrastructure/search/http/HttpSearchesService';
import { SqlSavedSearchStore } from '#infrastructure/search/sql/SqlSavedSearchStore';
import { SqlSearchEngine } from '#infrastructure/search/sql/SqlSearchEngine';
import { SearchEngine } from '#application/search/ports';
import { embeddedSearches } from '../requests/embeddedSearches';
import { agentsSearchRoutes } from '#server/svc/agents/agentsSearchRoutes';
import { placesRoutes } from '#server/svc/places/placesRoutes';
import { searchesRoutes } from '#server/svc/searches/searchesRoutes';
import { statisticsRoutes } from '#server/svc/statistics/statisticsRoutes';
import { svcRouter } from '#server/svc/shared/svcEdge';
import { serveServices } from '#test/harness/servers/serveServices';

const ISSUER = TEST_IDENTITY_SETTINGS.issuer;
const AUDIENCE = TEST_IDENTITY_SETTINGS.audience;

/**
 * Tests only: the searches and places services on a fresh database holding the demo data set
 * (its seed and "today" fixed, so every run sees the same listings), served over HTTP on a free
 * port, with both adapters of each port ready: the embedded one and the http one pointed at it.
 */
export interface SearchTestServer {
  url: string;
  db: OpenedDatabase;
  /** The test root (composeTestRoot): the embedded services, the use cases, the page loaders. */
  container: Container;
  /** The embedded service searching with SQL only. */
  sqlSearches: SearchesService;
  /** The embedded service searching its in-memory index (loaded), as the server runs it. */
  indexSearches: SearchesService;
  sqlPlaces: PlacesService;
  sqlStatistics: PlaceStatisticsService;
  sqlAgents: AgentsSearch;
  httpAgents(): AgentsSearch;
  httpStatistics(): PlaceStatisticsService;
  /** The http adapters, sending `token` as the bearer and `language` as Accept-Language. */
  httpSearches(options?: { token?: string; language?: Language }): SearchesService;
  httpPlaces(options?: { language?: Language }): PlacesService;
  /** GET /places/{id}/children: the use case in process, and over http. */
  sqlPlaceChildren: Pick<GetPlaceChildrenHandler, 'execute'>;
  httpPlaceChildren(): Pick<GetPlaceChildrenHandler, 'execute'>;
  tokenFor(session: Partial<AuthSession> & Pick<AuthSession, 'state' | 'profileIds'>): Promise<string>;
  /** A raw request (for status codes and error bodies). */
  call(
    method: string,
    pathAndQuery: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

/** The demo data's "today" in tests, so ages, price changes and availability dates never drift. */
export const TEST_DEMO_NOW = new Date('2026-03-02T00:00:00Z');

export async function startSearchTestServer(
  options: { listings?: number; portal?: keyof typeof PORTALS } = {},
): Promise<SearchTestServer> {
  const db = await openTestDatabase();
  await seedDemoData(db.db, {
    listings: options.listings ?? 3000,
    seed: 42,
    now: TEST_DEMO_NOW,
    mediaDir: path.join(os.tmpdir(), 'homefinder-search-test-media'),
  });
  const container: Container = composeTestRoot(db.db);
  const { keys } = container.get(IdentityConfig);
  await (container.get(SearchEngine) as SqlSearchEngine).whenIndexReady();
  const indexSearches = container.get(SearchesService);
  const sqlSearches = embeddedSearches(
    new SqlSearchEngine(
      db.db,
      container.get(ListingsService),
      { enabled: false },
      container.get(PlacesService),
      container.get(AccountsDirectory),
    ),
    new SqlSavedSearchStore(db.db),
  );

  const portal = PORTALS[options.portal ?? 'international'];
  const router = svcRouter();
  router.use(searchesRoutes().routes());
  router.use(placesRoutes().routes());
  router.use(statisticsRoutes().routes());
  router.use(agentsSearchRoutes().routes());
  const { url, close: stopServing } = await serveServices(router, (ctx) => {
    const asked = ctx.get('accept-language').slice(0, 2) as Language;
    const culture = portal.cultures.includes(asked) ? asked : portal.defaultCulture;
    const requestContext: RequestContext = testRequestContext(portal, {
      culture,
      isCrawler: /bot/i.test(ctx.get('user-agent')),
    });
    return { container, requestContext };
  });
  const client = (token?: string, language?: string) =>
    new ServiceClient({ baseUrl: `${url}/svc`, language, token: () => token });

  return {
    url,
    db,
    container,
    sqlSearches,
    indexSearches,
    sqlPlaces: container.get(PlacesService),
    sqlStatistics: container.get(PlaceStatisticsService),
    sqlAgents: container.get(AgentsSearch),
    httpAgents: () => new HttpAgentsSearch(client()),
    httpStatistics: () => new HttpPlaceStatisticsService(client()),
    httpSearches: (o = {}) => new HttpSearchesService(client(o.token, o.language)),
    httpPlaces: (o = {}) => new HttpPlacesService(client(undefined, o.language)),
    sqlPlaceChildren: container.get(GetPlaceChildren),
    httpPlaceChildren: () => new HttpPlaceChildren(client()),
    tokenFor: (session) =>
      mintAccessToken(keys, {
        issuer: ISSUER,
        audience: AUDIENCE,
        session: { userId: null, identifiedUserProfileIds: [], ...session },
      }),
    call: (method, pathAndQuery, callOptions) => callService(url, method, pathAndQuery, callOptions),
    async close() {
      await stopServing();
      await db.close();
    },
  };
}
