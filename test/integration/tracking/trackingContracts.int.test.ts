import { jest } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { TrackingService } from '#application/tracking/ports';
import { IdentityErrors } from '#application/identity/IdentityErrors';
import { AccessTokenVerifier } from '#application/identity/ports';
import { err, ok } from '#domain/shared/Result';
import { composeTestRoot } from '#config/di/composeTestRoot';
import { PORTALS } from '#config/portals';
import { isCrawler } from '#domain/portal/Crawler';
import type { OpenedDatabase } from '#infrastructure/db/Database';
import { listings } from '#infrastructure/db/schema';
import { ServiceClient } from '#infrastructure/shared/http/ServiceClient';
import { describeTrackingServiceContract } from '#infrastructure/tracking/contract/trackingServiceContract';
import { HttpTrackingService } from '#infrastructure/tracking/http/HttpTrackingService';
import { SqlTrackingService, partitionName } from '#infrastructure/tracking/sql/SqlTrackingService';
import { eventsRoutes } from '#server/svc/events/eventsRoutes';
import { svcRouter } from '#server/svc/shared/svcEdge';
import { type ServedServices, serveServices } from '#test/harness/servers/serveServices';
import { callService } from '../../harness/requests/callService';
import { openDemoDatabase } from '../../harness/db/openDemoDatabase';
import { testRequestContext } from '../../harness/requests/testRequestContext';

/**
 * The TrackingService contract against the embedded SQL adapter and the http adapter on /svc/events, then
 * the route's own answers (crawler skipped, batch format, 400s naming the field) and the table's monthly
 * partitions, retention and append-only rule.
 */
jest.setTimeout(120_000);

const portal = PORTALS.international;
/** The bearer of person n (`person.n.token`) verifies as their guest profile n: the route's one source of a viewer. */
const personTokens: AccessTokenVerifier = {
  verify: async (token) => {
    const person = Number(/^person\.(\d+)\.token$/.exec(token)?.[1]);
    if (!person) return err(IdentityErrors.invalidToken());
    return ok({
      userId: null,
      state: 'GuestUnknown',
      profileIds: [person],
      identifiedUserProfileIds: [],
      expiresAt: 0,
    });
  },
};
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
let db: OpenedDatabase;
let sql_: SqlTrackingService;
let served: ServedServices;
let nextListing = 1000;
const listingId = () => nextListing++;

/** A copy of a demo listing published now: a listing nobody viewed yet. */
async function copyOf(row: typeof listings.$inferSelect, changes: Partial<typeof listings.$inferInsert> = {}) {
  const { id: _id, ...rest } = row;
  const [inserted] = await db.db
    .insert(listings)
    .values({ ...rest, isArchived: false, ...changes })
    .returning({ id: listings.id });
  return inserted.id;
}

/**
 * Three live listings and an archived one under a place of their own (a new district of the first demo
 * listing's place, so the cases of both adapters never count each other's views), and a live one elsewhere.
 */
let districts = 0;
async function placeListings() {
  const demo = await db.db.select().from(listings).where(eq(listings.isArchived, false)).orderBy(listings.id);
  const [here] = demo;
  const elsewhere = demo.find((row) => !row.ancestorPlaceIds.includes(here.placeId));
  if (!elsewhere) throw new Error('the demo data holds listings in one place only');
  districts += 1;
  const placeId = `${here.placeId}-district-${districts}`;
  const inPlace = { ancestorPlaceIds: [...here.ancestorPlaceIds, placeId] };
  return {
    placeId,
    inside: [await copyOf(here, inPlace), await copyOf(here, inPlace), await copyOf(here, inPlace)] as [
      number,
      number,
      number,
    ],
    outside: await copyOf(elsewhere),
    archived: await copyOf(here, { ...inPlace, isArchived: true }),
  };
}

async function countRows(): Promise<number> {
  const result = await db.db.execute<{ n: number }>(sql`select count(*)::int as n from tracking_events`);
  const rows = Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows;
  return Number(rows[0].n);
}

beforeAll(async () => {
  db = await openDemoDatabase({ listings: 30, seed: 17, now: new Date('2026-06-01T00:00:00Z') });
  sql_ = new SqlTrackingService(db.db, 13);
  const container = composeTestRoot(db.db, {
    bindings: [
      [TrackingService, sql_],
      [AccessTokenVerifier, personTokens],
    ],
  });
  const router = svcRouter();
  router.use(eventsRoutes().routes());
  served = await serveServices(router, (ctx) => ({
    container,
    requestContext: testRequestContext(portal, { isCrawler: isCrawler(ctx.get('user-agent')) }),
  }));
});

afterAll(async () => {
  await served?.close();
  await db?.close();
});

const httpTracking = (token?: string) =>
  new HttpTrackingService(
    new ServiceClient({ baseUrl: `${served.url}/svc`, language: 'en', ...(token && { token: () => token }) }),
  );
describeTrackingServiceContract('embedded SQL', () => ({
  tracking: sql_,
  as: (person) => ({ tracking: sql_, sender: { isCrawler: false, ip: '203.0.113.9', profileId: person } }),
  listingId,
  placeListings,
}));
describeTrackingServiceContract('http', () => ({
  tracking: httpTracking(),
  as: (person) => ({ tracking: httpTracking(`person.${person}.token`), sender: { isCrawler: false } }),
  listingId,
  placeListings,
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
      body: { actions: [{ ...batch().actions[0], ipAddress: '8.8.8.8', listingId: 424_242 }] },
    });
    expect(answer).toMatchObject({ status: 202, body: { recorded: 1 } });
    const result = await db.db.execute<{ ip: string }>(
      sql`select ip_address as ip from tracking_events where listing_id = 424242`,
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

  it('answers 400 naming the field an action of each kind needs (a favourite its listing, a saved search its search, an agent page its agent)', async () => {
    const post = (action: Record<string, unknown>) =>
      callService(served.url, 'POST', '/svc/events/track', {
        body: { actions: [{ source: 'web', portalId: 'international', ...action }] },
      });
    expect(await post({ action: 'createFavorite' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', field: 'actions[0].listingId' },
    });
    expect(await post({ action: 'saveSearch', listingId: 3 })).toMatchObject({
      status: 400,
      body: { field: 'actions[0].searchId' },
    });
    expect(await post({ action: 'agentPage', value: 'someone' })).toMatchObject({
      status: 400,
      body: { field: 'actions[0].value' },
    });
    expect(await post({ action: 'showPhone' })).toMatchObject({ status: 400, body: { field: 'actions[0].listingId' } });
  });

  it('stores the acts with the ids they are about, as the pages shown are', async () => {
    const answer = await callService(served.url, 'POST', '/svc/events/track', {
      body: {
        actions: [
          { source: 'web', portalId: 'international', action: 'createFavorite', listingId: 515_151, searchId: '8' },
          { source: 'web', portalId: 'international', action: 'showPhone', value: '515151' },
        ],
      },
    });
    expect(answer).toMatchObject({ status: 202, body: { recorded: 2 } });
    const result = await db.db.execute<{
      action: string;
      listing: number | null;
      search: string | null;
      value: string | null;
    }>(
      sql`select action, listing_id as listing, search_id as search, value from tracking_events
           where listing_id = 515151 or (action = 'showPhone' and value = '515151') order by action`,
    );
    const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
    expect(rows).toEqual([
      { action: 'createFavorite', listing: 515151, search: '8', value: null },
      { action: 'showPhone', listing: null, search: null, value: '515151' },
    ]);
  });

  it('answers the views of a listing, and 400 for an id that is not one', async () => {
    expect((await callService(served.url, 'GET', '/svc/events/listings/77/views')).body).toMatchObject({
      listingId: 77,
    });
    expect((await callService(served.url, 'GET', '/svc/events/listings/abc/views')).status).toBe(400);
  });

  it('answers 400 naming the field for a most-viewed query without a date, or with a bad date, place or limit', async () => {
    const path = '/svc/events/listings/most-viewed';
    expect(await callService(served.url, 'GET', path)).toMatchObject({ status: 400, body: { field: 'since' } });
    const since = new Date().toISOString();
    for (const [query, field] of [
      [`since=nonsense`, 'since'],
      // A date JavaScript takes and PostgreSQL does not (the fuzz's since=-1794455352 answered 500).
      [`since=-1794455352`, 'since'],
      [`since=${new Date(Date.now() + 86_400_000).toISOString()}`, 'since'],
      [`since=${since}&placeId=${encodeURIComponent("x' or 1=1")}`, 'placeId'],
      [`since=${since}&limit=0`, 'limit'],
      [`since=${since}&limit=1000`, 'limit'],
      [`since=${since}&minPeople=-2`, 'minPeople'],
    ]) {
      expect(await callService(served.url, 'GET', `${path}?${query}`)).toMatchObject({ status: 400, body: { field } });
    }
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
