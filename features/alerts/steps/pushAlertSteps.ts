import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Given, Then, When } from '@cucumber/cucumber';
import { eq, sql } from 'drizzle-orm';
import type { Container } from 'inversify';
import { AlertJobs, PushSubscriptions } from '#application/alerts/ports';
import { composeTestRoot } from '#config/di/composeTestRoot';
import { openDemoDatabase, type TestDatabase } from '#test/harness/db/openDemoDatabase';
import {
  browserKeys,
  decrypt,
  type Received,
  startPushService,
  until,
  verifyVapid,
} from '#test/harness/services/testPushService';
import { SendPushAlertsHandler } from '#application/alerts/commands/SendPushAlerts';
import { loadVapidKeys } from '#infrastructure/alerts/vapidKeys';
import { WebPushSender } from '#infrastructure/alerts/WebPushSender';
import { PublicHttpsEndpoints } from '#infrastructure/shared/net/PublicHttpsEndpoints';
import { alertCursor, listings, profiles, searches } from '#infrastructure/db/schema';
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '#domain/search/saved/SavedSearch';
import type { PortalWorld } from '#features/support/world';

const STEP = { timeout: 120_000 };
const ENDPOINT_PATH = '/push/owner-browser';

/** The owner's browser, its push service and the portal's alert jobs, in process, over a fresh demo database. */
interface PushScenario {
  database: TestDatabase;
  pushService: Awaited<ReturnType<typeof startPushService>>;
  root: Container;
  browser: ReturnType<typeof browserKeys>;
  ownerId: number;
  target: typeof listings.$inferSelect;
  /** The listing the push should open. */
  expectedListingId?: number;
  /** When the listing was published or repriced. */
  changedAt?: number;
  /** Pushes seen when the last "then" step looked. */
  seen: number;
}

declare module '../../support/world' {
  interface ScenarioState {
    pushAlerts: PushScenario;
  }
}

const scenario = (world: PortalWorld): PushScenario =>
  world.slice('pushAlerts', () => {
    throw new Error('no push scenario: the Background builds it');
  });

const toOwnerBrowser = (s: PushScenario): Received[] =>
  s.pushService.received.filter((push) => push.path === ENDPOINT_PATH);

Given('a French-speaking owner whose browser subscribed to web push', STEP, async function (this: PortalWorld) {
  const database = await openDemoDatabase({ listings: 200, seed: 11, now: new Date('2026-06-01T00:00:00Z') });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-feature-'));
  const pushService = await startPushService(dataDir);
  // The real sender and VAPID keys; only the CA it trusts is the test push service's.
  const sender = new WebPushSender(
    loadVapidKeys(dataDir, { subject: 'mailto:no-reply@homefinder.example' }),
    pushService.endpoints,
    pushService.tls,
  );
  const root = composeTestRoot(database.db, {
    // No digests, pushes every 2 s.
    settings: { dataDir, jobs: { alertsIntervalS: 0, alertsPushIntervalS: 2, duplicatesIntervalS: 5 } },
    bindings: [
      [WebPushSender, sender],
      [PublicHttpsEndpoints, pushService.endpoints],
    ],
  });
  this.onCleanup(async () => {
    await root.get(AlertJobs).stop();
    await pushService.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const [target] = await database.db
    .select()
    .from(listings)
    .where(sql`${listings.isArchived} = false and ${listings.priceInterval} = 'Once'`)
    .limit(1);
  const [owner] = await database.db
    .insert(profiles)
    .values({
      code: 'push-feature-owner',
      secretHash: 'x',
      authenticationState: 'GuestIdentified',
      details: { email: 'owner@example.fr' },
      regionalSettings: { language: 'fr', currencyId: 'EUR' },
    })
    .returning({ id: profiles.id });
  const browser = browserKeys();
  const subscribed = await root
    .get(PushSubscriptions)
    .subscribe(owner.id, { endpoint: `${pushService.origin}${ENDPOINT_PATH}`, keys: browser.keys });
  assert.equal(subscribed.ok, true);
  this.slice('pushAlerts', () => ({ database, pushService, root, browser, ownerId: owner.id, target, seen: 0 }));
});

Given(
  'their saved search {string} notified by {string}',
  async function (this: PortalWorld, title: string, channels: string) {
    const s = scenario(this);
    await s.database.db.insert(searches).values({
      title,
      notifications: channels.split(',').map((channel) => {
        const name = channel.trim() as NotificationChannel;
        assert.ok(NOTIFICATION_CHANNELS.includes(name), `not a notification channel: ${name}`);
        return name;
      }),
      currencyId: 'EUR',
      portalId: 'international',
      automaticTitle: s.target.locality,
      automaticSubtitle: '',
      creationDate: new Date(),
      updatedAt: new Date(),
      createdByProfileId: String(s.ownerId),
      saved: true,
      filters: { transactionType: s.target.transactionType, types: [s.target.type] },
    });
  },
);

When(
  'a listing matching both searches is published while the alert jobs run',
  STEP,
  async function (this: PortalWorld) {
    const s = scenario(this);
    const jobs = s.root.get(AlertJobs);
    jobs.start();
    // The push job's first run opens its cursor at the end of the change log: news come after it.
    await until(() => undefined, 1500);
    const { id: _id, ...copy } = s.target;
    s.changedAt = Date.now();
    const [inserted] = await s.database.db
      .insert(listings)
      .values({ ...copy, createdAt: new Date(), updatedAt: new Date(), isArchived: false })
      .returning({ id: listings.id });
    s.expectedListingId = inserted.id;
  },
);

When('a listing matching both searches drops in price and the push job runs', STEP, async function (this: PortalWorld) {
  const s = scenario(this);
  const job = s.root.get(SendPushAlertsHandler);
  await job.execute(); // opens the cursor at the end of the change log
  s.changedAt = Date.now();
  await s.database.db
    .update(listings)
    .set({
      pricePreviousValue: s.target.priceValue,
      priceValue: Math.round(s.target.priceValue * 0.9),
      priceEur: Math.round(s.target.priceEur * 0.9),
      priceLastChangeType: 'Drop',
      priceLastChangeDate: new Date(Date.now() + 1000),
    })
    .where(eq(listings.id, s.target.id));
  s.expectedListingId = s.target.id;
  const report = await job.execute();
  assert.equal(report?.pushesSent, 1, `one push sent: ${JSON.stringify(report)}`);
});

When('the push job runs the same window again, as after a crash', STEP, async function (this: PortalWorld) {
  const s = scenario(this);
  const [cursor] = await s.database.db.select().from(alertCursor).where(eq(alertCursor.name, 'push'));
  // As if the node died after queueing the push and before closing the window.
  await s.database.db
    .update(alertCursor)
    .set({ doneSeq: cursor.doneSeq - 1, runSeq: cursor.doneSeq })
    .where(eq(alertCursor.name, 'push'));
  const report = await s.root.get(SendPushAlertsHandler).execute();
  assert.equal(report?.pushesSent, 0, `nothing sent again: ${JSON.stringify(report)}`);
});

Then(
  "within 10 seconds the browser's push service receives a VAPID-signed, encrypted push",
  STEP,
  async function (this: PortalWorld) {
    const s = scenario(this);
    const push = await until(() => toOwnerBrowser(s)[0], 10_000);
    assert.ok(push, 'no push within 10 seconds');
    assert.ok(push.at - s.changedAt! <= 10_000, `pushed ${push.at - s.changedAt!} ms after the listing appeared`);
    assert.equal(push.headers['content-encoding'], 'aes128gcm');
    verifyVapid(String(push.headers.authorization), `${s.pushService.origin}${ENDPOINT_PATH}`);
  },
);

Then(
  /^the push reads "([^"]+)" and opens (?:the new|that) listing$/,
  async function (this: PortalWorld, title: string) {
    const s = scenario(this);
    const pushes = toOwnerBrowser(s);
    assert.equal(pushes.length, 1, `pushes to the owner's browser: ${pushes.length}`);
    const payload = JSON.parse(decrypt(pushes[0].body, s.browser)) as Record<string, string>;
    assert.equal(payload.lang, 'fr');
    assert.equal(payload.title, title);
    assert.match(payload.url, new RegExp(`/listing/source/${s.expectedListingId}$`));
    assert.ok(payload.body.includes(s.target.locality), payload.body);
    s.seen = s.pushService.received.length;
  },
);

Then(
  /^no other push arrives: the search notified by "Email" only waits for its digest$/,
  STEP,
  async function (this: PortalWorld) {
    const s = scenario(this);
    // Two more runs of the 2-second push job (when it is started) would have sent it.
    await new Promise((resolve) => setTimeout(resolve, 4500));
    assert.equal(s.pushService.received.length, s.seen || 1, 'one push in all, for the PushNotification search');
  },
);
