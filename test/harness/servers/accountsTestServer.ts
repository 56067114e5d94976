/* eslint-disable @typescript-eslint/no-explicit-any -- test support reads any JSON answer or raw SQL row */
import { callService } from '../requests/callService';
import { testRequestContext } from '../requests/testRequestContext';
import type { Container } from 'inversify';
import type { RequestContext } from '#application/portal/RequestContext';
import { composeTestRoot, TEST_IDENTITY_SETTINGS } from '#config/di/composeTestRoot';
import { IdentityConfig } from '#config/identity/IdentityConfig';
import { PORTALS } from '#config/portals';
import type { AuthSession } from '#domain/identity/TokenClaims';
import type { OpenedDatabase } from '#infrastructure/db/Database';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { generateIdentityKeys, type IdentityKeys } from '#infrastructure/identity/keys/IdentityKeys';
import type { AttemptLimits } from '#infrastructure/identity/limits/MemoryAttemptLimiter';
import { IdentityFixtures } from '#test/mothers/rows/IdentityFixtures';
import { mintAccessToken } from '#test/harness/identity/mintAccessToken';
import { accountsRoutes } from '#server/svc/accounts/accountsRoutes';
import { svcRouter } from '#server/svc/shared/svcEdge';
import { serveServices } from '#test/harness/servers/serveServices';

export { TEST_IDENTITY_SETTINGS };

/** Tests only: the accounts service alone on a free port, on a fresh database. */
export interface AccountsTestServer {
  url: string;
  db: OpenedDatabase;
  keys: IdentityKeys;
  container: Container;
  fixtures: IdentityFixtures;
  tokenFor(
    session: Partial<AuthSession> & Pick<AuthSession, 'state' | 'profileIds'>,
    options?: {
      expiresInSeconds?: number;
      /** Another audience than the accounts service's: a token it must refuse. */
      audience?: string;
      /** Signed with keys the service never had: a forged token. */
      signedWithOtherKeys?: boolean;
    },
  ): Promise<string>;
  call(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

export async function startAccountsTestServer(options: { limits?: AttemptLimits } = {}): Promise<AccountsTestServer> {
  const db = await openTestDatabase();
  const container = composeTestRoot(db.db, { identity: { limits: options.limits } });
  const { keys } = container.get(IdentityConfig);
  const requestContext: RequestContext = testRequestContext(PORTALS.ch, { currency: 'CHF' });
  const router = svcRouter();
  router.use(accountsRoutes().routes());
  const { url, close: stopServing } = await serveServices(router, () => ({ container, requestContext }));
  return {
    url,
    db,
    keys,
    container,
    fixtures: new IdentityFixtures(db.db),
    tokenFor: (session, tokenOptions) =>
      mintAccessToken(tokenOptions?.signedWithOtherKeys ? generateIdentityKeys() : keys, {
        issuer: TEST_IDENTITY_SETTINGS.issuer,
        audience: tokenOptions?.audience ?? TEST_IDENTITY_SETTINGS.audience,
        session: { userId: null, identifiedUserProfileIds: [], ...session },
        expiresInSeconds: tokenOptions?.expiresInSeconds,
      }),
    call: (method, path, callOptions) => callService(url, method, path, callOptions),
    async close() {
      await stopServing();
      await db.close();
    },
  };
}
