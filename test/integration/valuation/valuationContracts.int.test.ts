import { jest } from '@jest/globals';
import type { ValuationCaller } from '#application/valuation/ports';
import { propertiesServiceOf } from '#application/valuation/PropertiesUseCases';
import type {
  PropertiesCaller,
  PropertiesContractFixture,
} from '#infrastructure/valuation/contract/PropertiesContractFixture';
import { describePropertiesServiceContract } from '#infrastructure/valuation/contract/propertiesServiceContract';
import { startValuationTestServer, type ValuationTestServer } from '../../harness/servers/startValuationTestServer';

/**
 * The valuation contract: the same handlers over the SQL store, and over the http store and model
 * calling /svc/valuation of a second portal started here (whose own handlers run behind it), on one
 * database with the demo data. Each set has its own model gate and limits. The database is PGlite,
 * or DATABASE_URL's PostgreSQL when it is set (openTestDatabase).
 */
jest.setTimeout(300_000);

const PROFILES: Record<Exclude<PropertiesCaller, 'nobody'>, number> = { owner: 501, other: 502, limited: 503 };

let server: ValuationTestServer;
let sql: PropertiesContractFixture;
let http: PropertiesContractFixture;

beforeAll(async () => {
  server = await startValuationTestServer();
  const callerOf = (who: PropertiesCaller): ValuationCaller =>
    who === 'nobody'
      ? { ownProfileIds: [], portalId: 'international', clientIp: '10.0.0.1' }
      : { profileId: PROFILES[who], ownProfileIds: [PROFILES[who]], portalId: 'international', clientIp: '10.0.0.1' };
  const tokens = Object.fromEntries(
    await Promise.all(
      Object.entries(PROFILES).map(async ([who, id]) => [
        who,
        await server.tokenFor({ state: 'GuestIdentified', profileIds: [id] }),
      ]),
    ),
  ) as Record<string, string>;
  const http_ = Object.fromEntries(
    (['owner', 'other', 'limited', 'nobody'] as const).map((who) => [who, server.http(tokens[who])]),
  );
  const common = { captchaToken: () => server.captchaToken(), limitPerProfile: server.limitPerProfile };
  sql = {
    ...common,
    as: (who) => ({ properties: propertiesServiceOf(() => server.sql), caller: callerOf(who) }),
    openModel: () => server.sqlModel.openGate(),
  };
  http = {
    ...common,
    as: (who) => ({ properties: propertiesServiceOf(() => http_[who]!), caller: callerOf(who) }),
    openModel: () => server.httpModel.openGate(),
  };
});

afterAll(async () => {
  await server?.close();
});

describePropertiesServiceContract('handlers over the SQL store', () => sql);
describePropertiesServiceContract('handlers over the http store (a second portal)', () => http);
