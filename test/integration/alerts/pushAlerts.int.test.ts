import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import type { Container } from 'inversify';
import { AlertJobs, PushSubscriptions } from '#application/alerts/ports';
import { composeTestRoot } from '#config/di/composeTestRoot';
import { formatterCache } from '#config/alerts/formatterCache';
import { aLiveListing, anAlertOwner } from '#test/mothers/rows/alertFixtures';
import { openDemoDatabase, type TestDatabase } from '#test/harness/db/openDemoDatabase';
import { alertCursor, listings, pushDeliveries, searches } from '#infrastructure/db/schema';
import { SendPushAlertsHandler } from '#application/alerts/commands/SendPushAlerts';
import { loadVapidKeys } from '#infrastructure/alerts/vapidKeys';
import { WebPushSender } from '#infrastructure/alerts/WebPushSender';
import { PublicHttpsEndpoints } from '#infrastructure/shared/net/PublicHttpsEndpoints';
import { browserKeys, decrypt, startPushService, until, verifyVapid } from '#test/harness/services/testPushService';

jest.setTimeout(120_000);

/**
 * The instant alerts' acceptance: "A new listing that matches a saved, subscribed search reaches
 * its owner ... by push within 10 seconds, in the owner's language", "tested end to end against a
 * push endpoint started by the test that checks the VAPID signature and decrypts the payload with
 * the subscription's keys". The push service here is a plain HTTP server; the browser is a P-256
 * key pair and an auth secret, as PushManager.subscribe() makes them.
 */

let database: TestDatabase;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let root: Container;
let dataDir: string;
let target: typeof listings.$inferSelect;
let ownerId: number;
let searchId: number;
const browser = browserKeys();
const translate = formatterCache();

async function publishCopyOf(from: typeof listings.$inferSelect): Promise<number> {
  const { id: _id, ...rest } = from;
  const [inserted] = await database.db
    .insert(listings)
    .values({ ...rest, createdAt: new Date(), updatedAt: new Date(), isArchived: false })
    .returning({ id: listings.id });
  return inserted.id;
}

beforeAll(async () => {
  database = await openDemoDatabase({ listings: 200, seed: 11, now: new Date('2026-06-01T00:00:00Z') });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-'));
  pushService = await startPushService(dataDir);
  // The real sender and keys; only the CA it trusts is the test push service's.
  const sender = new WebPushSender(
    loadVapidKeys(dataDir, { subject: 'mailto:no-reply@homefinder.example' }),
    pushService.endpoints,
    pushService.tls,
  );
  root = composeTestRoot(database.db, {
    // No digests, pushes every 2 s.
    settings: { dataDir, jobs: { alertsIntervalS: 0, alertsPushIntervalS: 2, duplicatesIntervalS: 5 } },
    bindings: [
      [WebPushSender, sender],
      [PublicHttpsEndpoints, pushService.endpoints],
    ],
  });
  target = await aLiveListing(database.db);
  const owner = {
    id: await anAlertOwner(database.db, {
      code: 'push-owner',
      email: 'owner@example.fr',
      language: 'fr',
      currencyId: 'EUR',
    }),
  };
  ownerId = owner.id;
  const base = {
    currencyId: 'EUR',
    portalId: 'international',
    automaticTitle: target.locality,
    automaticSubtitle: '',
    creationDate: new Date(),
    updatedAt: new Date(),
    createdByProfileId: String(owner.id),
    saved: true,
    filters: { transactionType: target.transactionType, types: [target.type] },
  };
  const inserted = await database.db
    .insert(searches)
    .values([
      { ...base, title: 'Mon alerte', notifications: ['Email', 'PushNotification'] },
      // Matching too, but subscribed by e-mail only: the digest's business, not the push's.
      { ...base, title: 'Par e-mail', notifications: ['Email'] },
    ])
    .returning({ id: searches.id });
  searchId = inserted[0].id;
  const subscribed = await root
    .get(PushSubscriptions)
    .subscribe(ownerId, { endpoint: `${pushService.origin}/push/owner-browser`, keys: browser.keys });
  expect(subscribed.ok).toBe(true);
});

afterAll(async () => {
  await root?.get(AlertJobs).stop();
  await pushService?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  delete process.env.ALERTS_INTERVAL_S;
  delete process.env.ALERTS_PUSH_INTERVAL_S;
});

describe('instant alerts by web push', () => {
  it('pushes a new matching listing to the owner within 10 seconds, VAPID-signed, encrypted, in French', async () => {
    const jobs = root.get(AlertJobs);
    jobs.start();
    // The job's first run starts at the end of the change log: wait until it has.
    await until(() => undefined, 1500);
    const published = Date.now();
    const fresh = await publishCopyOf(target);
    const push = await until(() => pushService.received[0], 10_000);
    expect(push).toBeDefined();
    expect(push!.at - published).toBeLessThanOrEqual(10_000);
    expect(push!.path).toBe('/push/owner-browser');
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    const { publicKey } = ((await root.get(PushSubscriptions).publicKey()) as { value: { publicKey: string } }).value;
    expect(push!.headers.authorization).toContain(`k=${publicKey}`);
    verifyVapid(String(push!.headers.authorization), `${pushService.origin}/push/owner-browser`);
    const payload = JSON.parse(decrypt(push!.body, browser)) as Record<string, string>;
    expect(payload).toMatchObject({
      lang: 'fr',
      title: translate('fr', 'Alerts.Push.Title.New', { title: 'Mon alerte' }),
      url: expect.stringMatching(new RegExp(`/listing/source/${fresh}$`)),
    });
    expect(payload.title).toBe('Nouvelle annonce pour « Mon alerte »');
    expect(payload.body).toContain(target.locality);
    expect(payload.body).toContain('€');
    // One push: the e-mail-only search matched the listing too, and pushes nothing.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(pushService.received).toHaveLength(1);
    await jobs.stop();
  });

  it('pushes once per search and listing: a window run again after a crash sends nothing twice', async () => {
    const [cursor] = await database.db.select().from(alertCursor).where(eq(alertCursor.name, 'push'));
    // As if the node died after queueing and before closing the window: the same window again.
    await database.db
      .update(alertCursor)
      .set({ doneSeq: cursor.doneSeq - 1, runSeq: cursor.doneSeq })
      .where(eq(alertCursor.name, 'push'));
    const job = root.get(SendPushAlertsHandler);
    const report = await job.execute();
    expect(report).toMatchObject({ events: 1, pushesQueued: 0, pushesSent: 0 });
    expect(pushService.received).toHaveLength(1);
    const deliveries = await database.db.select().from(pushDeliveries);
    expect(deliveries.map((d) => d.searchId)).toEqual([searchId]);
  });

  it('pushes a price drop of a matching listing, and forgets a browser its push service says is gone', async () => {
    const job = root.get(SendPushAlertsHandler);
    const gone = browserKeys();
    await root
      .get(PushSubscriptions)
      .subscribe(ownerId, { endpoint: `${pushService.origin}/gone/old-browser`, keys: gone.keys });
    await database.db
      .update(listings)
      .set({
        pricePreviousValue: target.priceValue,
        priceValue: Math.round(target.priceValue * 0.9),
        priceEur: Math.round(target.priceEur * 0.9),
        priceLastChangeType: 'Drop',
        priceLastChangeDate: new Date(Date.now() + 1000),
      })
      .where(eq(listings.id, target.id));
    const report = await job.execute();
    expect(report).toMatchObject({ pushesQueued: 1, pushesSent: 1 });
    const drop = pushService.received.find((r) => r.path === '/push/owner-browser' && r !== pushService.received[0]);
    const payload = JSON.parse(decrypt(drop!.body, browser)) as Record<string, string>;
    expect(payload.title).toBe('Baisse de prix pour « Mon alerte »');
    expect(pushService.received.some((r) => r.path === '/gone/old-browser')).toBe(true);
    // The 410 removed that browser: the next push goes to the live one only.
    const { rows } = (await database.db.execute(sql`select endpoint from push_subscriptions`)) as unknown as {
      rows: { endpoint: string }[];
    };
    expect(rows.map((r) => r.endpoint)).toEqual([`${pushService.origin}/push/owner-browser`]);
  });

  it('keeps its VAPID keys in the data folder: a restart signs with the same key', async () => {
    const stored = JSON.parse(fs.readFileSync(path.join(dataDir, 'push', 'vapid.json'), 'utf8')) as {
      publicKey: string;
    };
    const again = composeTestRoot(database.db, { settings: { dataDir } });
    const key = await again.get(PushSubscriptions).publicKey();
    expect(key).toEqual({ ok: true, value: { publicKey: stored.publicKey } });
  });
});
