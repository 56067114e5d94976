import { jest } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { AccountsDirectory } from '#application/agents/ports';
import { ListingsService } from '#application/listings/ports';
import { PlacesService } from '#application/places/ports';
import { composeTestRoot } from '#config/di/composeTestRoot';
import { openDemoDatabase, type TestDatabase } from '#test/harness/db/openDemoDatabase';
import { SIGNED_IN_SEARCH_CALLER } from '#test/harness/requests/signedInSearchCaller';
import type { SearchFilters } from '#domain/search/SearchFilters';
import { listings, searchListings } from '#infrastructure/db/schema';
import { SqlSavedSearchStore } from '#infrastructure/search/sql/SqlSavedSearchStore';
import { SqlSearchEngine } from '#infrastructure/search/sql/SqlSearchEngine';
import type { SearchesService } from '#application/search/ports';
import { embeddedSearches } from '../../harness/requests/embeddedSearches';

/**
 * the SQL search path at scale: searches without the in-memory index read the search
 * projection (search_listings, migration 0025), which every write to listings keeps current in
 * the same transaction. A new listing, a price change and an archived listing show through the
 * SQL path at once; the projection holds exactly the live listings.
 */
jest.setTimeout(120_000);

let database: TestDatabase;
let search: SearchesService;

const caller = SIGNED_IN_SEARCH_CALLER;

async function found(filters: SearchFilters): Promise<number[]> {
  const result = await search.createSearch({ filters, currencyId: 'EUR' }, { facets: [] }, caller);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.listings.map((l) => l.id);
}

const liveCount = async () =>
  Number(
    (
      await database.db
        .select({ n: sql<number>`count(*)` })
        .from(listings)
        .where(eq(listings.isArchived, false))
    )[0].n,
  );
const projectedCount = async () =>
  Number((await database.db.select({ n: sql<number>`count(*)` }).from(searchListings))[0].n);

async function aLiveProperty(): Promise<typeof listings.$inferSelect> {
  const [listing] = await database.db
    .select()
    .from(listings)
    .where(
      sql`${listings.isArchived} = false and ${listings.listingClass} = 'PropertyListing' and ${listings.duplicateOf} is null`,
    )
    .orderBy(listings.id)
    .limit(1);
  return listing;
}

beforeAll(async () => {
  database = await openDemoDatabase({ listings: 150, seed: 18, now: new Date('2026-06-01T00:00:00Z') });
  const container = composeTestRoot(database.db);
  search = embeddedSearches(
    new SqlSearchEngine(
      database.db,
      container.get(ListingsService),
      { enabled: false },
      container.get(PlacesService),
      container.get(AccountsDirectory),
    ),
    new SqlSavedSearchStore(database.db),
  );
});

afterAll(async () => {
  await database?.close();
});

test('the projection holds every live listing and no archived one', async () => {
  expect(await projectedCount()).toBe(await liveCount());
  const archived = await database.db.execute(
    sql`select count(*)::int as n from search_listings s join listings l on l.id = s.id where l.is_archived`,
  );
  expect(Number((archived as unknown as { rows: { n: number }[] }).rows[0].n)).toBe(0);
});

test('a price change is searched at the new price at once', async () => {
  const listing = await aLiveProperty();
  const price = { min: 123_456_700, max: 123_456_800 };
  expect(await found({ transactionType: listing.transactionType, price })).toEqual([]);
  await database.db.update(listings).set({ priceEur: 123_456_789 }).where(eq(listings.id, listing.id));
  expect(await found({ transactionType: listing.transactionType, price })).toEqual([listing.id]);
});

test('an archived listing leaves the SQL search, and comes back when published again', async () => {
  const listing = await aLiveProperty();
  const byRef = { transactionType: listing.transactionType, ref: listing.reference };
  expect(await found(byRef)).toContain(listing.id);
  await database.db.update(listings).set({ isArchived: true }).where(eq(listings.id, listing.id));
  expect(await found(byRef)).not.toContain(listing.id);
  expect(await projectedCount()).toBe(await liveCount());
  await database.db.update(listings).set({ isArchived: false }).where(eq(listings.id, listing.id));
  expect(await found(byRef)).toContain(listing.id);
});

test('a new listing is found by the SQL search at once', async () => {
  const { id: _id, ...model } = await aLiveProperty();
  const reference = 'PROJECTION-NEW-1';
  expect(await found({ transactionType: model.transactionType, ref: reference })).toEqual([]);
  const [created] = await database.db
    .insert(listings)
    .values({ ...model, originalId: `${model.originalId}-projection`, reference })
    .returning({ id: listings.id });
  expect(await found({ transactionType: model.transactionType, ref: reference })).toEqual([created.id]);
  await database.db.delete(listings).where(eq(listings.id, created.id));
  expect(await found({ transactionType: model.transactionType, ref: reference })).toEqual([]);
  expect(await projectedCount()).toBe(await liveCount());
});
