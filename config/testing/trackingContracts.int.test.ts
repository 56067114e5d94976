import { jest } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { TrackingService } from '#application/tracking/ports';
import { composeTestRoot } from '#config/di/composeTestRoot';
import { PORTALS } from '#config/portals';
import { isCrawler } from '#domain/portal/Crawler';
import type { OpenedDatabase } from '#infrastructure/db/Database';
import { openTestDatabase } from '#infrastructure/db/testing/openTestDatabase';
import { ServiceClient } from '#infrastructure/shared/http/ServiceClient';
import { describeTrackingServiceContract } from '#infrastructure/tracking/contract/trackingServiceContract';
import { HttpTrackingService } from '#infrastructure/tracking/http/HttpTrackingService';
import { SqlTrackingService, partitionName } from '#infrastructure/tracking/sql/SqlTrackingService';
import { eventsRoutes } from '#server/svc/events/eventsRoutes';
import { svcRouter } from '#server/svc/shared/svcEdge';
import { type ServedServices, serveServices } from '#server/svc/testing/serveServices';
import { callService } from './callService';
import { testRequestContext } from './testRequestContext';

/**
 * The TrackingService contract against the embedded SQL adapter and the http adapter on /svc/events, then
 * the route's own answers (crawler skipped, batch format, 400s naming the field) and the table's monthly
 * partitions, retention and append-only rule.
 */
jest.setTimeout(120_000);

const portal = PORTALS.international;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
let db: OpenedDatabase;
let sql_: SqlTrackingService;
let served: ServedServices;
let nextListing = 1000;
const listingId = () => nextListing++;

async function countRows(): Promise<number> {
  const result = await db.db.execute<{ n: number }>(sql`select count(*)::int as n from tracking_events`);
  const rows = Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows;
  return Number(rows[0].n);
}

beforeAll(async () => {
  db = await openTestDatabase();
  sql_ = new SqlTrackingService(db.db, 13);
  const container = composeTestRoot(db.db, { bindings: [[TrackingService, sql_]] });
  const router = svcRouter();
  router.use('/events', eventsRoutes().routes());
  served = await serveServices(router, (ctx) => ({
    container,
    requestContext: testRequestContext(portal, { isCrawler: isCrawler(ctx.get('user-agent')) }),
  }));
});

afterAll(async () => {
  await served?.close();
  await db?.close();
});

describeTrackingServiceContract('embedded SQL', () => ({ tracking: sql_, listingId }));
describeTrackingServiceContract('http', () => ({
  tracking: new HttpTrackingService(new ServiceClient({ baseUrl: `${served.url}/svc`, language: 'en' })),
  listingId,
}));

const batch = (action = 'listingPage') => ({
  actions: [{ source: 'web', portalId: 'international', action, listingId: 77, categoryId: 1, value: 'x' }],
});

describe('/svc/events', () => {
  it('stores nothing from a crawler and still answers 202 (document 001 §6: crawlers are not tracked)', async () => {
    const before = await countRows();
    const answer = await callService(served.url, 'POST', '/svc/events/track', {
      body: batch(),
      headers: { 'user-agent': GOOGLEBOT },
    });
    expect(answer).toMatchObject({ status: 202, body: { recorded: 0 } });
    expect(await countRows()).toBe(before);
  });

  it('takes the batch format { actions: [...] } and keeps the shortened request address, not the claimed one', async () => {
    const answer = await callService(served.url, 'POST', '/svc/events/track', {
      body: { actions: [{ ...batch().actions[0], ipAddress: '8.8.8.8', profileId: 'ip-check' }] },
    });
    expect(answer).toMatchObject({ status: 202, body: { recorded: 1 } });
    const result = await db.db.execute<{ ip: string }>(
      sql`select ip_address as ip from tracking_events where profile_id = 'ip-check'`,
    );
    const rows = Array.isArray(result) ? result : (result as { rows: { ip: string }[] }).rows;
    expect(rows[0].ip).not.toBe('8.8.8.8');
    expect(rows[0].ip).toMatch(/\.0$|::$/);
  });

  it('answers 400 naming the field for an unknown action, a bad listing id, a batch that is not a list or too long', async () => {
    const unknown = await callService(served.url, 'POST', '/svc/events/track', { body: batch('dropTables') });
    expect(unknown).toMatchObject({ status: 400, body: { field: 'actions[0].action' } });
    const id = await callService(served.url, 'POST', '/svc/events/track', {
      body: { actions: [{ ...batch().actions[0], listingId: -1 }] },
    });
    expect(id).toMatchObject({ status: 400, body: { field: 'actions[0].listingId' } });
    expect((await callService(served.url, 'POST', '/svc/events/track', { body: { actions: 'x' } })).status).toBe(400);
    const long = { actions: Array.from({ length: 51 }, () => batch().actions[0]) };
    expect((await callService(served.url, 'POST', '/svc/events/track', { body: long })).status).toBe(400);
  });

  it('answers the views of a listing, and 400 for an id that is not one', async () => {
    expect((await callService(served.url, 'GET', '/svc/events/listings/77/views')).body).toMatchObject({
      listingId: 77,
    });
    expect((await callService(served.url, 'GET', '/svc/events/listings/abc/views')).status).toBe(400);
  });
});

describe('tracking_events table', () => {
  it('is partitioned by month: this month and the next have their partition', async () => {
    await sql_.ensurePartitions();
    const now = new Date();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    expect(await sql_.partitions()).toEqual(expect.arrayContaining([partitionName(now), partitionName(next)]));
  });

  it('drops the month partitions past the retention', async () => {
    const old = new SqlTrackingService(db.db, 13, undefined, () => new Date('2024-03-10T00:00:00Z'));
    await old.track([batch().actions[0]], { isCrawler: false });
    expect(await sql_.partitions()).toContain('tracking_events_y2024m03');
    await new SqlTrackingService(db.db, 13, undefined, () => new Date('2026-11-24T00:00:00Z')).ensurePartitions();
    expect(await sql_.partitions()).not.toContain('tracking_events_y2024m03');
  });

  it('is append-only: a stored event cannot be changed', async () => {
    await expect(db.db.execute(sql`update tracking_events set action = 'searchPage'`)).rejects.toThrow();
  });
});
