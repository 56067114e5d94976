import { jest } from '@jest/globals';
import type { SearchCaller } from '#application/search/ports';
import { PORTALS } from '#config/portals';
import type { AuthenticationState } from '#domain/identity/AuthenticationState';
import { loadExchangeRates } from '#infrastructure/db/exchangeRates/loadExchangeRates';
import { describeAgentsSearchContract } from '#infrastructure/agents/contract/agentsSearchCases';
import { describePlacesServiceContract } from '#infrastructure/places/contract/placesServiceContract';
import { describePlaceChildrenContract } from '#infrastructure/places/contract/placeChildrenCases';
import { SqlPlaceReader } from '#infrastructure/places/sql/SqlPlaceReader';
import { describePlaceStatisticsContract } from '#infrastructure/places/contract/placeStatisticsCases';
import { PriceSamplesOracle } from '#infrastructure/places/contract/PriceSamplesOracle';
import type { ContractCaller, SearchesContractFixture } from '#infrastructure/search/contract/SearchesContractFixture';
import { SearchOracle } from '#infrastructure/search/contract/SearchOracle';
import { describeSearchesServiceContract } from '#infrastructure/search/contract/searchesServiceContract';
import { type SearchTestServer, startSearchTestServer } from '#test/harness/servers/startSearchTestServer';
import { searchPortalRulesOf } from '#application/search/ports';

/**
 * The SearchesService, PlacesService (with GET /places/{id}/children), PlaceStatisticsService and AgentsSearch contracts against both adapters, on one database with
 * the demo data: the embedded services called in process (searches both with SQL only and with
 * its in-memory index), and the http adapters calling /svc/searches and /svc/places on a server
 * started here (which searches with the index). On PostgreSQL when DATABASE_URL is set.
 */
jest.setTimeout(300_000);

const portal = PORTALS.international;
const IDENTITIES: Record<
  Exclude<ContractCaller, 'visitor'>,
  { state: AuthenticationState; profileId: number; userId?: number }
> = {
  alice: { state: 'GuestIdentified', profileId: 101 },
  bob: { state: 'UserAuthenticated', profileId: 202, userId: 7 },
  gus: { state: 'GuestUnknown', profileId: 303 },
};

let server: SearchTestServer;
let sql: SearchesContractFixture;
let index: SearchesContractFixture;
let http: SearchesContractFixture;

beforeAll(async () => {
  server = await startSearchTestServer();
  const oracle = await SearchOracle.load(server.db.db);
  const rates = await loadExchangeRates(server.db.db);
  const reader = new SqlPlaceReader(server.db.db);
  const place = async (id: string) => (await reader.byIds([id]))[0];
  const empty = await server.db.db.execute(
    "select p.place_id from places p where p.type = 'locality' and not exists (select 1 from listings l where l.ancestor_place_ids @> array[p.place_id] and not l.is_archived) order by p.place_id limit 1",
  );
  const emptyLocalityId = (
    (Array.isArray(empty) ? empty : (empty as { rows: { place_id: string }[] }).rows)[0] as { place_id: string }
  ).place_id;
  const tokens = Object.fromEntries(
    await Promise.all(
      Object.entries(IDENTITIES).map(async ([who, id]) => [
        who,
        await server.tokenFor({ state: id.state, profileIds: [id.profileId], userId: id.userId ?? null }),
      ]),
    ),
  );
  const callerOf = (who: ContractCaller): SearchCaller => {
    const base: SearchCaller = {
      language: 'en',
      isCrawler: false,
      portal: searchPortalRulesOf(portal),
    };
    if (who === 'visitor') return base;
    const identity = IDENTITIES[who];
    return {
      ...base,
      profileId: String(identity.profileId),
      ownProfileIds: [String(identity.profileId)],
      authState: identity.state,
    };
  };
  const common = { oracle, rates, place, emptyLocalityId };
  sql = { ...common, as: (who) => ({ searches: server.sqlSearches, caller: callerOf(who) }) };
  index = { ...common, as: (who) => ({ searches: server.indexSearches, caller: callerOf(who) }) };
  http = {
    ...common,
    as: (who) => ({
      searches: server.httpSearches({ token: who === 'visitor' ? undefined : tokens[who], language: 'en' }),
      caller: callerOf(who),
    }),
  };
});

afterAll(async () => {
  await server?.close();
});

describeSearchesServiceContract('embedded, SQL', () => sql);
describeSearchesServiceContract('embedded, in-memory index', () => index);
describeSearchesServiceContract('http', () => http);
describePlacesServiceContract('embedded SQL', () => ({ places: server.sqlPlaces, allowedCountries: portal.countries }));
describePlacesServiceContract('http', () => ({
  places: server.httpPlaces({ language: 'en' }),
  allowedCountries: portal.countries,
}));
describePlaceChildrenContract('embedded SQL', () => ({
  children: (query) => server.sqlPlaceChildren.execute(query),
  db: server.db.db,
}));
describePlaceChildrenContract('http', () => ({
  children: (query) => server.httpPlaceChildren().execute(query),
  db: server.db.db,
}));
describePlaceStatisticsContract('embedded SQL', () => ({
  statistics: server.sqlStatistics,
  oracle: new PriceSamplesOracle(server.db.db),
}));
describePlaceStatisticsContract('http', () => ({
  statistics: server.httpStatistics(),
  oracle: new PriceSamplesOracle(server.db.db),
}));
describeAgentsSearchContract('embedded SQL', () => ({ agents: server.sqlAgents }));
describeAgentsSearchContract('http', () => ({ agents: server.httpAgents() }));
