import { jest } from '@jest/globals';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { openDemoDatabase, type TestDatabase } from '#test/harness/db/openDemoDatabase';
import { SqlDuplicateJob } from '#infrastructure/listings/duplicates/SqlDuplicateJob';
import { accounts, listings } from '#infrastructure/db/schema';
import { demoPhotoHashes } from '#infrastructure/demo/media/photoHashes';

/**
 * Duplicate detection: the rule runs again, from the listings' change
 * log, whenever a listing is published or changes (SqlDuplicateJob). A copy another agency
 * publishes is marked; the mark follows the first listing being archived and brought back, and
 * the copy's price moving out of the rule's 5%; the job's own marks settle in one more window.
 */
jest.setTimeout(120_000);

let database: TestDatabase;
let job: SqlDuplicateJob;
let first: typeof listings.$inferSelect;
let otherAgency: number;

const markOf = async (id: number) =>
  (await database.db.select({ d: listings.duplicateOf }).from(listings).where(eq(listings.id, id)))[0].d;

/** Runs windows until one changes nothing (the job's own marks are changes too); the marks it wrote. */
async function settle(): Promise<number> {
  let written = 0;
  for (let run = 0; run < 5; run++) {
    const { changed } = await job.runOnce();
    if (changed === 0) return written;
    written += changed;
  }
  throw new Error('the duplicate job did not settle in 5 windows');
}

beforeAll(async () => {
  database = await openDemoDatabase({ listings: 200, seed: 11, now: new Date('2026-06-01T00:00:00Z') });
  const hashes = await demoPhotoHashes();
  job = new SqlDuplicateJob(database.db, async () => (url) => hashes.get(url));
  // The first run starts at the log's end: the seed's own writes are not its business.
  await job.runOnce();
  // A lone live property with a shown price and photos the hashes know.
  const candidates = await database.db
    .select()
    .from(listings)
    .where(
      and(
        eq(listings.isArchived, false),
        eq(listings.listingClass, 'PropertyListing'),
        eq(listings.priceShow, true),
        isNull(listings.duplicateOf),
        sql`${listings.livingM2} is not null`,
        sql`not exists (select 1 from listings d where d.duplicate_of = ${listings.id})`,
      ),
    )
    .orderBy(listings.id);
  first = candidates.find((l) => l.images.length > 0 && l.images.every((image) => hashes.has(image.url)))!;
  const [agency] = await database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.type, 'Professional'), ne(accounts.id, first.accountId ?? 0)))
    .limit(1);
  otherAgency = agency.id;
});
afterAll(() => database?.close());

describe('the duplicate rule on the listings change log', () => {
  let copy: number;

  it("marks another agency's copy published 20 m away, 2% dearer, with the same photos", async () => {
    const { id: _id, ...rest } = first;
    const [inserted] = await database.db
      .insert(listings)
      .values({
        ...rest,
        accountId: otherAgency,
        latitude: first.latitude + 0.00018,
        priceEur: first.priceEur * 1.02,
        priceValue: first.priceValue * 1.02,
        reference: `${first.reference}-copy`,
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning({ id: listings.id });
    copy = inserted.id;
    expect(await markOf(copy)).toBeNull();
    expect(await settle()).toBe(1);
    expect(await markOf(copy)).toBe(first.id);
    expect(await markOf(first.id)).toBeNull();
  });

  it('lets the copy stand alone while the first listing is archived, and marks it again when it is back', async () => {
    await database.db.update(listings).set({ isArchived: true }).where(eq(listings.id, first.id));
    await settle();
    expect(await markOf(copy)).toBeNull();
    await database.db.update(listings).set({ isArchived: false }).where(eq(listings.id, first.id));
    await settle();
    expect(await markOf(copy)).toBe(first.id);
  });

  it("drops the mark when the copy's price moves past the rule's 5%", async () => {
    await database.db
      .update(listings)
      .set({ priceEur: first.priceEur * 1.2, priceValue: first.priceValue * 1.2 })
      .where(eq(listings.id, copy));
    expect(await settle()).toBe(1);
    expect(await markOf(copy)).toBeNull();
  });

  it('leaves every other mark of the data set as the seed set it', async () => {
    const before = await database.db
      .select({ id: listings.id, d: listings.duplicateOf })
      .from(listings)
      .where(sql`${listings.duplicateOf} is not null`);
    expect(before.length).toBeGreaterThan(0);
    await database.db
      .update(listings)
      .set({ updatedAt: new Date() })
      .where(sql`${listings.id} <> ${copy}`);
    expect(await settle()).toBe(0);
    const after = await database.db
      .select({ id: listings.id, d: listings.duplicateOf })
      .from(listings)
      .where(sql`${listings.duplicateOf} is not null`);
    expect(after).toEqual(before);
  });
});
