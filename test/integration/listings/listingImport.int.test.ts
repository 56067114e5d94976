import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { jest } from '@jest/globals';
import { listingImportHandlers } from '#config/di/listingImportBindings';
import type { OpenedDatabase } from '#infrastructure/db/Database';
import { rowsOf } from '#infrastructure/db/rowsOf';
import { listingImports, listingPriceHistory, listings } from '#infrastructure/db/schema';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { writeImportFixtures } from '#test/mothers/import/importPlaces';
import { kyeroXml, openImmoXml, sampleListings } from '#test/mothers/import/sampleFeeds';
import { SAMPLE_FEEDS_DIR } from '#test/mothers/import/writeSampleFeeds';

/**
 * An agency's feed imported into the database (docs/import.md): the second import of the same
 * feed changes nothing, a full feed without a listing archives it, a bad listing is rejected with
 * its field and reason while the others import, and every write reaches the listings' change log.
 */
jest.setTimeout(120_000);

let database: OpenedDatabase;
let agencyId: number;
let otherAgencyId: number;
let now = new Date('2026-06-01T10:00:00Z');
const handlers = () => listingImportHandlers(database.db, { now: () => now });

const liveOf = async (agency: number) =>
  (
    await database.db
      .select({ reference: listingImports.reference })
      .from(listingImports)
      .innerJoin(listings, eq(listings.id, listingImports.listingId))
      .where(and(eq(listingImports.agencyId, agency), eq(listings.isArchived, false)))
  )
    .map((row) => row.reference)
    .sort();
const logLength = async () =>
  Number(
    rowsOf<{ n: unknown }>(await database.db.execute(sql`select count(*)::int as n from listing_search_changes`))[0].n,
  );

beforeAll(async () => {
  database = await openTestDatabase();
  ({ agencyId, otherAgencyId } = await writeImportFixtures(database.db));
});
afterAll(() => database?.close());

describe('importing an OpenImmo feed', () => {
  const plain = sampleListings(12, { seed: 5, prefix: 'T', noBoats: true });

  it('creates every listing, then changes nothing when the same feed comes again', async () => {
    const first = await handlers().importFeed.execute({
      agencyId,
      format: 'openimmo',
      feed: openImmoXml(plain),
      mode: 'full',
    });
    expect(first.ok && first.value.counts).toEqual({ new: 12, changed: 0, unchanged: 0, archived: 0, rejected: 0 });
    expect(await liveOf(agencyId)).toEqual(plain.map((l) => l.reference).sort());
    const logBefore = await logLength();

    now = new Date('2026-06-02T10:00:00Z');
    const second = await handlers().importFeed.execute({
      agencyId,
      format: 'openimmo',
      feed: openImmoXml(plain),
      mode: 'full',
    });
    expect(second.ok && second.value.counts).toEqual({ new: 0, changed: 0, unchanged: 12, archived: 0, rejected: 0 });
    expect(await logLength()).toBe(logBefore);
  });

  it('archives the listing a full feed leaves out, and a delta archives nothing it does not name', async () => {
    const delta = await handlers().importFeed.execute({
      agencyId,
      format: 'openimmo',
      feed: openImmoXml(plain.slice(0, 3)),
      mode: 'delta',
    });
    expect(delta.ok && delta.value.counts).toMatchObject({ unchanged: 3, archived: 0 });

    const full = await handlers().importFeed.execute({
      agencyId,
      format: 'openimmo',
      feed: openImmoXml(plain.slice(1)),
      mode: 'full',
    });
    expect(full.ok && full.value.counts).toEqual({ new: 0, changed: 0, unchanged: 11, archived: 1, rejected: 0 });
    expect(await liveOf(agencyId)).not.toContain(plain[0].reference);
    expect(await liveOf(agencyId)).toHaveLength(11);

    const back = await handlers().importFeed.execute({
      agencyId,
      format: 'openimmo',
      feed: openImmoXml(plain),
      mode: 'full',
    });
    expect(back.ok && back.value.counts).toMatchObject({ changed: 1, archived: 0 });
    expect(await liveOf(agencyId)).toHaveLength(12);
  });

  it('rejects a bad listing with its field and reason, and imports the others', async () => {
    const bad = [
      { ...plain[0], reference: 'T-BAD-PRICE', price: undefined },
      { ...plain[1], reference: 'T-BAD-PLACE', townName: 'Atlantis', postcode: undefined, coordinates: undefined },
    ];
    const fresh = sampleListings(3, { seed: 9, prefix: 'N', noBoats: true });
    const result = await handlers().importFeed.execute({
      agencyId,
      format: 'openimmo',
      feed: openImmoXml([...plain, ...fresh, ...bad]),
      mode: 'full',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.counts).toEqual({ new: 3, changed: 0, unchanged: 12, archived: 0, rejected: 2 });
    expect(result.value.rejections).toEqual(
      expect.arrayContaining([
        { reference: 'T-BAD-PRICE', field: 'price', reason: 'Required' },
        expect.objectContaining({ reference: 'T-BAD-PLACE', field: 'location', reason: 'PlaceNotFound' }),
      ]),
    );
    const [run] = await handlers().listRuns.execute({ agencyId });
    expect(run).toMatchObject({
      id: result.value.id,
      counts: result.value.counts,
      rejections: result.value.rejections,
    });
  });

  it('keeps a listing the feed now gets wrong instead of archiving it', async () => {
    const broken = plain.map((l, i) => (i === 2 ? { ...l, price: undefined } : l));
    const result = await handlers().importFeed.execute({
      agencyId,
      format: 'openimmo',
      feed: openImmoXml(broken),
      mode: 'full',
    });
    expect(result.ok && result.value.counts).toMatchObject({ rejected: 1 });
    expect(await liveOf(agencyId)).toContain(plain[2].reference);
  });

  it('records a price drop as the listing page and the alerts read it, with a point in the price history', async () => {
    now = new Date('2026-06-03T10:00:00Z');
    const target = plain[3];
    const cheaper = plain.map((l) => (l === target ? { ...l, price: Math.round(target.price! * 0.9) } : l));
    const result = await handlers().importFeed.execute({
      agencyId,
      format: 'openimmo',
      feed: openImmoXml(cheaper),
      mode: 'delta',
    });
    expect(result.ok && result.value.counts).toMatchObject({ changed: 1 });
    const [row] = await database.db
      .select()
      .from(listings)
      .innerJoin(listingImports, eq(listingImports.listingId, listings.id))
      .where(and(eq(listingImports.agencyId, agencyId), eq(listingImports.reference, target.reference)));
    expect(row.listings).toMatchObject({
      priceValue: Math.round(target.price! * 0.9),
      pricePreviousValue: target.price,
      priceLastChangeType: 'Drop',
    });
    const history = await database.db
      .select()
      .from(listingPriceHistory)
      .where(eq(listingPriceHistory.listingId, row.listings.id));
    expect(history.map((point) => point.value)).toEqual([target.price, Math.round(target.price! * 0.9)]);
  });

  it("refuses a feed with a DOCTYPE before touching any listing, and says so in the agency's runs", async () => {
    const before = await liveOf(agencyId);
    const result = await handlers().importFeed.execute({
      agencyId,
      format: 'openimmo',
      feed: '<?xml version="1.0"?><!DOCTYPE openimmo [<!ENTITY a "aaaa">]><openimmo>&a;</openimmo>',
      mode: 'full',
    });
    expect(!result.ok && result.error).toMatchObject({ code: 'FEED_NOT_READABLE', field: 'feed' });
    expect(await liveOf(agencyId)).toEqual(before);
    const [run] = await handlers().listRuns.execute({ agencyId });
    expect(run.failure?.code).toBe('FEED_NOT_READABLE');
  });
});

describe('the sample feeds (test/data/import)', () => {
  it.each([
    ['openimmo', 'OI'],
    ['kyero', 'KY'],
  ] as const)('imports the %s sample, rejecting exactly its edge cases', async (format, prefix) => {
    const feed = readFileSync(path.join(SAMPLE_FEEDS_DIR, `${format}-sample.xml`));
    const result = await handlers().importFeed.execute({ agencyId: otherAgencyId, format, feed, mode: 'delta' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const rejected = [...new Set(result.value.rejections.map((r) => r.reference))].sort();
    expect(rejected).toEqual(
      [`${prefix}-NOPRICE`, `${prefix}-NOWHERE`, `${prefix}-UNKNOWNTYPE`, `${prefix}-WEEKLY`].sort(),
    );
    expect(result.value.counts.new).toBeGreaterThanOrEqual(56);
  });

  it('keeps a surface in the unit the agency published, and searches it in square metres', async () => {
    const [row] = await database.db
      .select({ area: listings.livingArea, unit: listings.livingAreaUnit, m2: listings.livingM2 })
      .from(listings)
      .innerJoin(listingImports, eq(listingImports.listingId, listings.id))
      .where(eq(listingImports.reference, 'KY-SQFT'));
    expect(row).toEqual({ area: 1600, unit: 'SquareFoot', m2: expect.closeTo(148.64, 1) });
  });

  it('imports a Kyero listing in the same database as the agency other one, without mixing their references', async () => {
    const feed = kyeroXml(sampleListings(2, { seed: 3, prefix: 'T', spain: true }));
    const result = await handlers().importFeed.execute({
      agencyId: otherAgencyId,
      format: 'kyero',
      feed,
      mode: 'delta',
    });
    expect(result.ok && result.value.counts).toMatchObject({ new: 2 });
  });
});
