import { jest } from '@jest/globals';
import type { ValuationCaller } from '#application/valuation/ports';
import type {
  PropertiesCaller,
  PropertiesContractFixture,
} from '#infrastructure/valuation/contract/PropertiesContractFixture';
import { describePropertiesServiceContract } from '#infrastructure/valuation/contract/propertiesServiceContract';
import { startValuationTestServer, type ValuationTestServer } from './startValuationTestServer';

/**
 * The PropertiesService contract against both adapters on one database with the demo data: the
 * embedded service called in process, and the http adapter calling /svc/valuation on a server
 * started here (captcha checked at its edge). Each adapter has its own model gate and limits.
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
  const common = { captchaToken: () => server.captchaToken(), limitPerProfile: server.limitPerProfile };
  sql = {
    ...common,
    as: (who) => ({ properties: server.sqlProperties, caller: callerOf(who) }),
    openModel: () => server.sqlModel.openGate(),
  };
  http = {
    ...common,
    as: (who) => ({ properties: server.httpProperties(tokens[who]), caller: callerOf(who) }),
    openModel: () => server.httpModel.openGate(),
  };
});

afterAll(async () => {
  await server?.close();
});

describePropertiesServiceContract('embedded, SQL', () => sql);
describePropertiesServiceContract('http', () => http);
