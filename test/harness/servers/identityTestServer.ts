import http from 'node:http';
import { rowsOf } from '#infrastructure/db/rowsOf';
import type { AddressInfo } from 'node:net';
import type { Container } from 'inversify';
import { sql } from 'drizzle-orm';
import Koa from 'koa';
import { pino } from 'pino';
import { composeTestRoot } from '#config/di/composeTestRoot';
import { readSettings, type Settings } from '#config/env';
import type { IdentitySettings } from '#config/identity/identitySettings';
import type { OpenedDatabase } from '#infrastructure/db/Database';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { generateIdentityKeys, type IdentityKeys } from '#infrastructure/identity/keys/IdentityKeys';
import type { AttemptLimits, SlowDown } from '#infrastructure/identity/limits/MemoryAttemptLimiter';
import { IdentityFixtures } from '#test/mothers/rows/IdentityFixtures';
import { readOutbox } from '#infrastructure/mail/readOutbox';
import { regional } from '#server/middleware/regional';
import { serviceRoutes } from '#server/svc/serviceRoutes';
import { identity } from '#server/identity/identity';

/** Tests only: the identity part of the portal (regional, identity, /svc) on a free port and a fresh database. */
export interface IdentityTestServer {
  url: string;
  db: OpenedDatabase;
  keys: IdentityKeys;
  root: Container;
  fixtures: IdentityFixtures;
  /** The latest mail to an address, from the outbox. */
  lastMail(to: string): Promise<{ kind: string; subject: string; text: string } | undefined>;
  /** Rows in a table (what a request wrote). */
  count(table: 'profiles' | 'searches'): Promise<number>;
  /** The gclid stored with a profile. */
  gclidOf(profileId: number): Promise<string | null>;
  close(): Promise<void>;
}

export async function startIdentityTestServer(
  options: {
    limits?: AttemptLimits;
    slowDown?: SlowDown;
    identity?: Partial<IdentitySettings>;
    settings?: Partial<Settings>;
  } = {},
): Promise<IdentityTestServer> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  const settings: Settings = {
    ...readSettings({}),
    port,
    publicOrigin: url,
    production: false,
    portalOverride: 'ch',
    ...options.settings,
  };
  const db = await openTestDatabase();
  const keys = generateIdentityKeys();
  const identitySettings: IdentitySettings = {
    issuer: `${url}/svc/identity`,
    audience: 'urn:homefinder:api',
    accessTokenTtlSeconds: 300,
    refreshTokenTtlSeconds: 3600,
    tokenMemoEntries: 20_000,
    mailFrom: 'test@homefinder.example',
    portalName: 'Homefinder',
    mailViewer: true,
    social: [],
    ...options.identity,
  };
  const root = composeTestRoot(db.db, {
    settings,
    identity: { keys, settings: identitySettings, limits: options.limits, slowDown: options.slowDown },
  });
  const app = new Koa({ proxy: true });
  const log = pino({ level: 'silent' });
  app.use(async (ctx, next) => {
    ctx.state.requestId = 'test';
    ctx.state.log = log;
    await next();
  });
  app.use(regional({ root, settings }));
  const stopIdentity = identity({ root, settings });
  app.use(stopIdentity);
  app.use(serviceRoutes());
  server.on('request', app.callback());
  return {
    url,
    db,
    keys,
    root,
    fixtures: new IdentityFixtures(db.db),
    async lastMail(to) {
      const [mail] = await readOutbox(db.db, { recipient: to, limit: 1 });
      return mail;
    },
    async count(table) {
      const result = await db.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
      return rowsOf<{ n: number }>(result)[0].n;
    },
    async gclidOf(profileId) {
      const result = await db.db.execute(sql`select gclid from profiles where id = ${profileId}`);
      return rowsOf<{ gclid: string | null }>(result)[0]?.gclid ?? null;
    },
    async close() {
      await stopIdentity.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
