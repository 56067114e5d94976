/* eslint-disable @typescript-eslint/no-explicit-any -- test support reads any JSON answer */
import type { Container } from 'inversify';
import { AgencyFeedImporter, AgencyImportRuns } from '#application/import/ports';
import { composeTestRoot, TEST_IDENTITY_SETTINGS } from '#config/di/composeTestRoot';
import type { ImportEnv } from '#config/env';
import { readSettings } from '#config/env';
import { IdentityConfig } from '#config/identity/IdentityConfig';
import { PORTALS } from '#config/portals';
import type { OpenedDatabase } from '#infrastructure/db/Database';
import { PublicHttpsEndpoints } from '#infrastructure/shared/net/PublicHttpsEndpoints';
import { accountsRoutes } from '#server/svc/accounts/accountsRoutes';
import { importRoutes, importUploadRoutes } from '#server/svc/import/importRoutes';
import { svcRouter } from '#server/svc/shared/svcEdge';
import { RecordingFeedImporter } from '#test/doubles/import/RecordingFeedImporter';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { mintAccessToken } from '#test/harness/identity/mintAccessToken';
import { testRequestContext } from '#test/harness/requests/testRequestContext';
import { serveServices } from '#test/harness/servers/serveServices';
import { IdentityFixtures } from '#test/mothers/rows/IdentityFixtures';

export interface ImportTestServer {
  url: string;
  db: OpenedDatabase;
  container: Container;
  importer: RecordingFeedImporter;
  fixtures: IdentityFixtures;
  /** A signed-in user's bearer. */
  tokenOf(userId: number): Promise<string>;
  /** An agency account with an admin, and the key the admin issued through POST …/apiKey. */
  agencyWithKey(): Promise<{ agencyId: number; adminId: number; apiKey: string }>;
  send(
    method: string,
    path: string,
    options?: { body?: Buffer | string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

/**
 * Tests only: the accounts and import routes on a free port over a fresh database, the import
 * core replaced by a recorder, with the import limits a test gives (small ones make 413s cheap)
 * and the outbound-URL rule a test gives (`endpoints`).
 */
export async function startImportTestServer(
  options: { limits?: Partial<ImportEnv>; endpoints?: PublicHttpsEndpoints } = {},
): Promise<ImportTestServer> {
  const db = await openTestDatabase();
  const importer = new RecordingFeedImporter();
  const defaults = readSettings({ NODE_ENV: 'test' }).import;
  const container = composeTestRoot(db.db, {
    settings: { import: { ...defaults, feedPullIntervalS: 0, ...options.limits } },
    bindings: [
      [AgencyFeedImporter, importer],
      [AgencyImportRuns, importer],
      ...(options.endpoints ? ([[PublicHttpsEndpoints, options.endpoints]] as const) : []),
    ],
  });
  const { keys } = container.get(IdentityConfig);
  const requestContext = testRequestContext(PORTALS.ch, { currency: 'CHF' });
  const router = svcRouter([importUploadRoutes()]);
  router.use(accountsRoutes().routes());
  router.use(importRoutes().routes());
  const served = await serveServices(router, () => ({ container, requestContext }));
  const fixtures = new IdentityFixtures(db.db);
  const send: ImportTestServer['send'] = async (method, path, sendOptions = {}) => {
    const response = await fetch(`${served.url}${path}`, {
      method,
      headers: sendOptions.headers,
      // duplex: a test may send a stream (a chunked body without Content-Length).
      ...(sendOptions.body !== undefined ? ({ body: sendOptions.body, duplex: 'half' } as RequestInit) : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  const tokenOf = (userId: number) =>
    mintAccessToken(keys, {
      issuer: TEST_IDENTITY_SETTINGS.issuer,
      audience: TEST_IDENTITY_SETTINGS.audience,
      session: { userId, state: 'UserAuthenticated', profileIds: [userId], identifiedUserProfileIds: [] },
    });
  return {
    url: served.url,
    db,
    container,
    importer,
    fixtures,
    tokenOf,
    async agencyWithKey() {
      const agencyId = await fixtures.account();
      const adminId = await fixtures.user({
        email: `admin${agencyId}@agency.example`,
        roles: [{ role: 'Admin', accountId: agencyId }],
      });
      const issued = await send('POST', `/svc/accounts/accounts/${agencyId}/apiKey`, {
        headers: { authorization: `Bearer ${await tokenOf(adminId)}` },
      });
      if (issued.status !== 201) throw new Error(`issuing the key answered ${issued.status}`);
      return { agencyId, adminId, apiKey: issued.body.apiKey as string };
    },
    send,
    async close() {
      await served.close();
      await db.close();
    },
  };
}
