import { jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { Container } from 'inversify';
import { SubscribeToPushHandler } from '#application/alerts/commands/SubscribeToPush';
import { PushSubscriptions } from '#application/alerts/ports';
import { ServerPushSubscriptions } from '#application/alerts/ServerPushSubscriptions';
import { composeTestRoot, TEST_IDENTITY_SETTINGS } from '#config/di/composeTestRoot';
import { IdentityConfig } from '#config/identity/IdentityConfig';
import { PORTALS } from '#config/portals';
import {
  type PushCaller,
  describePushSubscriptionsContract,
  type PushSubscriptionsContractFixture,
} from '#infrastructure/alerts/contract/pushSubscriptionsContract';
import { HttpPushSubscriptions } from '#infrastructure/alerts/http/HttpPushSubscriptions';
import { SqlPushSubscriptions } from '#infrastructure/alerts/SqlPushSubscriptions';
import type { OpenedDatabase } from '#infrastructure/db/Database';
import { pushSubscriptions } from '#infrastructure/db/schema';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { mintAccessToken } from '#test/harness/identity/mintAccessToken';
import { ServiceClient } from '#infrastructure/shared/http/ServiceClient';
import { PublicHttpsEndpoints } from '#infrastructure/shared/net/PublicHttpsEndpoints';
import { pushRoutes } from '#server/svc/alerts/pushRoutes';
import { svcRouter } from '#server/svc/shared/svcEdge';
import { type ServedServices, serveServices } from '#test/harness/servers/serveServices';
import { testRequestContext } from '#test/harness/requests/testRequestContext';

/**
 * The alerts' contracts: PushSubscriptions over the SQL store (through the server's service and its
 * handler, which holds the outbound-URL rule), and the browser's http adapter
 * calling /svc/alerts/push of a second portal served here (its own container, the same database).
 * PGlite, or DATABASE_URL's PostgreSQL when it is set. The other alerts ports have no remote
 * counterpart in the documents (application/alerts/ports.ts, README.md "A remote back end instead
 * of the embedded one").
 */
jest.setTimeout(120_000);

const PROFILES: Record<PushCaller, number> = { owner: 7101, other: 7102 };
const VAPID_PUBLIC_KEY = 'BContractTestVapidPublicKey-not-a-real-one';
/** The resolver of the suite: push.example.com is a public push service, rebind.example.com a private address. */
const endpoints = () =>
  new PublicHttpsEndpoints({
    lookup: async (host) => (host === 'rebind.example.com' ? ['10.0.0.7'] : ['93.184.215.14']),
  });
/** The server's PushSubscriptions on the SQL store, checking endpoints with the suite's resolver. */
const onSql = (): PushSubscriptions => {
  const store = new SqlPushSubscriptions(db.db);
  return new ServerPushSubscriptions(VAPID_PUBLIC_KEY, new SubscribeToPushHandler(store, endpoints()), store);
};

let db: OpenedDatabase;
let remote: Container;
let served: ServedServices;
let tokens: Record<PushCaller, string>;
let next = 0;

beforeAll(async () => {
  db = await openTestDatabase();
  remote = composeTestRoot(db.db);
  remote.rebind(PushSubscriptions).toConstantValue(onSql());
  const router = svcRouter();
  router.use(pushRoutes().routes());
  served = await serveServices(router, () => ({
    container: remote,
    requestContext: testRequestContext(PORTALS.international!),
  }));
  const { keys } = remote.get(IdentityConfig);
  const tokenOf = (profileId: number) =>
    mintAccessToken(keys, {
      issuer: TEST_IDENTITY_SETTINGS.issuer,
      audience: TEST_IDENTITY_SETTINGS.audience,
      session: { userId: null, identifiedUserProfileIds: [], state: 'GuestIdentified', profileIds: [profileId] },
    });
  tokens = { owner: await tokenOf(PROFILES.owner), other: await tokenOf(PROFILES.other) };
});

afterAll(async () => {
  await served?.close();
  await db?.close();
});

const common = (): Omit<PushSubscriptionsContractFixture, 'as'> => ({
  publicKey: VAPID_PUBLIC_KEY,
  endpointsOf: (profileId) =>
    db.db
      .select({ endpoint: pushSubscriptions.endpoint, auth: pushSubscriptions.auth })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.profileId, profileId)),
  publicEndpoint: () => `https://push.example.com/send/${Date.now()}-${next++}`,
  privateEndpoint: 'https://rebind.example.com/send/1',
});
const callerOf = (who: PushCaller) => ({ profileId: PROFILES[who], ownProfileIds: [PROFILES[who]] });

describePushSubscriptionsContract('SQL', () => {
  const sql = onSql();
  return { ...common(), as: (who) => ({ subscriptions: sql, ...callerOf(who) }) };
});
describePushSubscriptionsContract('http (a second portal)', () => ({
  ...common(),
  as: (who) => ({
    subscriptions: new HttpPushSubscriptions(
      new ServiceClient({ baseUrl: `${served.url}/svc`, token: () => tokens[who] }),
    ),
    ...callerOf(who),
  }),
}));
