/* eslint-disable @typescript-eslint/no-explicit-any -- test support reads any JSON answer or raw SQL row */
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import { Container } from 'inversify';
import type { RequestContext } from '#application/portal/RequestContext';
import type { IdentitySettings } from '#config/identity/identitySettings';
import { identityModule } from '#config/di/identityModule';
import { PORTALS } from '#config/portals';
import type { AuthSession } from '#domain/identity/TokenClaims';
import { Database } from '#infrastructure/db/DatabaseToken';
import type { OpenedDatabase } from '#infrastructure/db/Database';
import { openTestDatabase } from '#infrastructure/db/testing/openTestDatabase';
import { generateIdentityKeys, type IdentityKeys } from '#infrastructure/identity/keys/IdentityKeys';
import type { AttemptLimits } from '#infrastructure/identity/limits/MemoryAttemptLimiter';
import { IdentityFixtures } from '#infrastructure/identity/testing/IdentityFixtures';
import { mintAccessToken } from '#infrastructure/identity/testing/mintAccessToken';
import { svcErrors } from '#server/middleware/svcErrors';
import { serveServices } from '../testing/serveServices';
import { accountsRoutes } from './accountsRoutes';

export const TEST_IDENTITY_SETTINGS: IdentitySettings = {
  issuer: 'http://localhost/svc/identity',
  audience: 'urn:homefinder:api',
  accessTokenTtlSeconds: 300,
  refreshTokenTtlSeconds: 3600,
  mailFrom: 'test@homefinder.example',
  portalName: 'Homefinder',
  mailViewer: false,
  social: [],
};

/** Tests only: the accounts service alone on a free port, on a fresh database. */
export interface AccountsTestServer {
  url: string;
  db: OpenedDatabase;
  keys: IdentityKeys;
  container: Container;
  fixtures: IdentityFixtures;
  tokenFor(
    session: Partial<AuthSession> & Pick<AuthSession, 'state' | 'profileIds'>,
    options?: { expiresInSeconds?: number },
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
  const keys = generateIdentityKeys();
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(Database).toConstantValue(db.db);
  container.load(identityModule({ keys, settings: TEST_IDENTITY_SETTINGS, limits: options.limits }));
  const requestContext: RequestContext = {
    portal: PORTALS.ch,
    culture: 'en',
    currency: 'CHF',
    requestId: 'test',
    isCrawler: false,
    origin: 'http://localhost',
    debug: false,
  };
  const router = new Router({ prefix: '/svc' });
  router.use(svcErrors());
  router.use(bodyParser({ enableTypes: ['json'] }));
  router.use('/accounts', accountsRoutes().routes());
  const { url, close: stopServing } = await serveServices(router, () => ({ container, requestContext }));
  return {
    url,
    db,
    keys,
    container,
    fixtures: new IdentityFixtures(db.db),
    tokenFor: (session, tokenOptions) =>
      mintAccessToken(keys, {
        issuer: TEST_IDENTITY_SETTINGS.issuer,
        audience: TEST_IDENTITY_SETTINGS.audience,
        session: { userId: null, identifiedUserProfileIds: [], ...session },
        expiresInSeconds: tokenOptions?.expiresInSeconds,
      }),
    async call(method, path, callOptions = {}) {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: {
          ...(callOptions.token ? { authorization: `Bearer ${callOptions.token}` } : {}),
          ...(callOptions.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...callOptions.headers,
        },
        ...(callOptions.body !== undefined ? { body: JSON.stringify(callOptions.body) } : {}),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    async close() {
      await stopServing();
      await db.close();
    },
  };
}
