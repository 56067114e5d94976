import { jest } from '@jest/globals';
import { AccountsDirectory } from '#application/agents/ports';
import { ListingsService } from '#application/listings/ports';
import { PlacesService } from '#application/places/ports';
import { type SearchCaller, searchPortalRulesOf } from '#application/search/ports';
import { PORTALS } from '#config/portals';
import type { AuthenticationState } from '#domain/identity/AuthenticationState';
import type { ContractCaller } from '#infrastructure/search/contract/SearchesContractFixture';
import {
  describeSavedSearchStoreContract,
  type SavedSearchStoreContractFixture,
} from '#infrastructure/search/contract/savedSearchStoreContract';
import { HttpSavedSearchStore } from '#infrastructure/search/http/HttpSavedSearchStore';
import { SqlSearchEngine } from '#infrastructure/search/sql/SqlSearchEngine';
import { ServiceClient } from '#infrastructure/shared/http/ServiceClient';
import { embeddedSearches } from '#test/harness/requests/embeddedSearches';
import { type SearchTestServer, startSearchTestServer } from '#test/harness/servers/startSearchTestServer';

/**
 * The SavedSearchStore contract: the searches handlers over the SQL store, and over the http store
 * calling /svc/searches of a second portal served here (whose own handlers run behind it, as the
 * bearer), on one database with the demo data. PGlite, or DATABASE_URL's PostgreSQL when set.
 */
jest.setTimeout(300_000);

const portal = PORTALS.international!;
const IDENTITIES: Record<
  Exclude<ContractCaller, 'visitor'>,
  { state: AuthenticationState; profileId: number; userId?: number }
> = {
  alice: { state: 'GuestIdentified', profileId: 111 },
  bob: { state: 'UserAuthenticated', profileId: 212, userId: 17 },
  gus: { state: 'GuestUnknown', profileId: 313 },
};

let server: SearchTestServer;
let sql: SavedSearchStoreContractFixture;
let http: SavedSearchStoreContractFixture;

const callerOf = (who: ContractCaller): SearchCaller => {
  const base: SearchCaller = { language: 'en', isCrawler: false, portal: searchPortalRulesOf(portal) };
  if (who === 'visitor') return base;
  const { profileId, state } = IDENTITIES[who];
  return { ...base, profileId: String(profileId), ownProfileIds: [String(profileId)], authState: state };
};

beforeAll(async () => {
  server = await startSearchTestServer({ listings: 600 });
  const tokens: Partial<Record<ContractCaller, string>> = {};
  for (const [who, id] of Object.entries(IDENTITIES)) {
    tokens[who as ContractCaller] = await server.tokenFor({
      state: id.state,
      profileIds: [id.profileId],
      userId: id.userId ?? null,
    });
  }
  // This portal's engine searches the database with SQL; only the rows are the remote's.
  const { container } = server;
  const engine = new SqlSearchEngine(
    server.db.db,
    container.get(ListingsService),
    { enabled: false },
    container.get(PlacesService),
    container.get(AccountsDirectory),
  );
  sql = { as: (who) => ({ searches: server.sqlSearches, caller: callerOf(who) }) };
  http = {
    as: (who) => {
      const client = new ServiceClient({ baseUrl: `${server.url}/svc`, language: 'en', token: () => tokens[who] });
      return { searches: embeddedSearches(engine, new HttpSavedSearchStore(client)), caller: callerOf(who) };
    },
  };
});

afterAll(async () => {
  await server?.close();
});

describeSavedSearchStoreContract('SQL', () => sql);
describeSavedSearchStoreContract('http (a second portal)', () => http);
