import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { OpenedDatabase } from '#infrastructure/db/Database';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { seedDemoData } from '#infrastructure/demo/seedDemoData';
import { ListingSearchIndex } from './ListingSearchIndex';

jest.setTimeout(300_000);

let database: OpenedDatabase;
let index: ListingSearchIndex;
const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
  const result = await database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
};
const liveCount = async () =>
  Number((await rows<{ n: number }>(sql`select count(*)::int as n from listings where is_archived = false`))[0].n);

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, {
    listings: 300,
    seed: 7,
    now: new Date('2026-03-02T00:00:00Z'),
    mediaDir: path.join(os.tmpdir(), 'homefinder-search-test-media'),
  });
  index = new ListingSearchIndex(database.db, { refreshMs: 60_000 });
  await index.start();
});

afterAll(async () => {
  index?.stop();
  await database?.close();
});

describe('the in-memory search index follows the listings table through its change log', () => {
  it('loads every live listing', async () => {
    expect(index.ready).toBe(true);
    expect(index.store.size).toBe(await liveCount());
  });

  it('replays updates, archiving and deletion', async () => {
    const [{ id }] = await rows<{ id: number }>(
      sql`select id from listings where is_archived = false order by id limit 1`,
    );
    await database.db.execute(
      sql`update listings set price_eur = 123456.5, amenities = array['Jacuzzi'] where id = ${id}`,
    );
    await index.refresh();
    const slot = index.store.slotOf.get(id)!;
    expect(index.store.priceEur[slot]).toBe(123456.5);
    expect(index.store.amenities.tokensOf(slot)).toEqual(['Jacuzzi']);

    await database.db.execute(sql`update listings set is_archived = true where id = ${id}`);
    await index.refresh();
    expect(index.store.slotOf.has(id)).toBe(false);

    await database.db.execute(sql`update listings set is_archived = false where id = ${id}`);
    await index.refresh();
    expect(index.store.slotOf.has(id)).toBe(true);

    const [{ other }] = await rows<{ other: number }>(
      sql`select id as other from listings where is_archived = false and project_id is null order by id desc limit 1`,
    );
    await database.db.execute(sql`delete from listings where id = ${other}`);
    await index.refresh();
    expect(index.store.slotOf.has(other)).toBe(false);
    expect(index.store.size).toBe(await liveCount());
  });

  it('reloads everything after a TRUNCATE (listing 0 in the log)', async () => {
    await database.db.execute(sql`insert into listing_search_changes (listing_id) values (0)`);
    await index.refresh();
    expect(index.ready).toBe(true);
    expect(index.store.size).toBe(await liveCount());
  });
});
