import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AfterAll, Before } from '@cucumber/cucumber';
import { openDatabase } from '#infrastructure/db/Database';
import { appMetadata } from '#infrastructure/db/schema';
import { Argon2PasswordHasher } from '#infrastructure/identity/crypto/Argon2PasswordHasher';
import { HmacUrlTokens } from '#infrastructure/identity/crypto/HmacUrlTokens';
import { loadIdentityKeys } from '#infrastructure/identity/keys/IdentityKeys';
import { IdentityFixtures } from '#test/mothers/rows/IdentityFixtures';
import { type PortalProcess, startPortalProcess } from '#test/harness/servers/portalProcess';
import type { PortalWorld } from '#features/support/world';

/**
 * A second portal for @fixturePortal scenarios: DEBUG_MODE=true (the shared one runs as in
 * production), over a data folder prepared before it starts with what the browser cannot create
 * through the UI: an agent with a sign-in identity and a dashboard role (so the switch-to-dashboard
 * prompt can show), a profile of that agent, and the identity keys, so a step can sign the kind
 * of link our e-mails carry. No demo listings: the pages these scenarios open need none, and the
 * marker row tells the server the database is already seeded.
 */
export interface FixturePortal {
  url: string;
  agent: { email: string; password: string; userId: number; profileId: number; fullName: string };
  /** Signs `hash` as HmacUrlTokens does for our e-mail links. */
  signUrlToken(input: { userId: number; profileId: number }): string;
}

const AGENT = { email: 'agent.debug@example.ch', password: 'correct horse battery', fullName: 'Dora Dashboard' };
const START_TIMEOUT_MS = 10 * 60_000;

let started: Promise<{ portal: FixturePortal; process: PortalProcess; dataDir: string }> | undefined;

async function prepareDataDir(dataDir: string): Promise<Omit<FixturePortal, 'url'>> {
  const keys = loadIdentityKeys(dataDir);
  const database = await openDatabase({ dataDir });
  try {
    const fixtures = new IdentityFixtures(database.db);
    const accountId = await fixtures.account({ name: 'Debug Realty' });
    const passwordHash = await new Argon2PasswordHasher().hash(AGENT.password);
    const userId = await fixtures.user({
      fullName: AGENT.fullName,
      email: AGENT.email,
      roles: [{ role: 'Agent', accountId }],
      passwordHash,
    });
    const profileId = await fixtures.profile({ userId, email: AGENT.email });
    await database.db
      .insert(appMetadata)
      .values({ key: 'demo-data', value: { listings: 0, note: 'fixture portal of features/identity' } });
    const urlTokens = new HmacUrlTokens(keys.hmacKey);
    return { agent: { ...AGENT, userId, profileId }, signUrlToken: (input) => urlTokens.sign(input, 3600) };
  } finally {
    await database.close();
  }
}

export function fixturePortal(): Promise<FixturePortal> {
  started ??= (async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'homefinder-fixture-portal-'));
    const prepared = await prepareDataDir(dataDir);
    const process = await startPortalProcess({
      mode: 'production',
      demoListings: 1,
      startTimeoutMs: START_TIMEOUT_MS,
      env: { DATA_DIR: dataDir, DEBUG_MODE: 'true', MAP_TILE_URL: '', IDENTITY_MAIL_VIEWER: 'true' },
    });
    return { portal: { ...prepared, url: process.url }, process, dataDir };
  })();
  return started.then(({ portal }) => portal);
}

// After the shared hooks (support/ is loaded first): these scenarios browse the fixture portal.
Before({ tags: '@fixturePortal', timeout: START_TIMEOUT_MS }, async function (this: PortalWorld) {
  this.server = { baseUrl: (await fixturePortal()).url };
});

AfterAll({ timeout: 60_000 }, async function () {
  const running = await started?.catch(() => undefined);
  if (!running) return;
  await running.process.stop();
  rmSync(running.dataDir, { recursive: true, force: true });
});
