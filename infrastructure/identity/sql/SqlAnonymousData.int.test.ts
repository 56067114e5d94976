import { sql } from 'drizzle-orm';
import { rowsOf } from '#infrastructure/db/rowsOf';
import type { OpenedDatabase } from '#infrastructure/db/Database';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { SqlAnonymousData } from './SqlAnonymousData';

/**
 * docs/pages.md §10: guest profiles with nothing attached and searches no profile owns, untouched
 * for the retention period, are deleted; anything a visitor left on a profile keeps it.
 */
let opened: OpenedDatabase;
const long = new Date('2026-01-01T00:00:00Z');
const cutoff = new Date('2026-06-01T00:00:00Z');
const recent = new Date('2026-11-01T00:00:00Z');

beforeAll(async () => {
  opened = await openTestDatabase();
}, 120_000);
afterAll(() => opened?.close());

async function profile(touched: Date, extra = ''): Promise<number> {
  const result = await opened.db.execute(
    sql.raw(`insert into profiles (code, secret_hash, authentication_state, updated_at, created_at${extra ? `, ${extra.split('=')[0]}` : ''})
      values ('c' || floor(random() * 1e12)::text, 'h', 'GuestUnknown', '${touched.toISOString()}', '${touched.toISOString()}'${extra ? `, ${extra.split('=').slice(1).join('=')}` : ''})
      returning id`),
  );
  return rowsOf<{ id: number }>(result)[0].id;
}

async function search(profileId: number | null, saved: boolean, ran: Date): Promise<number> {
  const result = await opened.db.execute(sql`
    insert into searches (filters, currency_id, portal_id, created_by_profile_id, saved, automatic_title,
      automatic_subtitle, creation_date, updated_at, last_execution_date)
    values ('{}'::jsonb, 'CHF', 'ch', ${profileId === null ? null : String(profileId)}, ${saved}, 't', 's',
      ${ran.toISOString()}::timestamptz, ${ran.toISOString()}::timestamptz, ${ran.toISOString()}::timestamptz)
    returning id`);
  return rowsOf<{ id: number }>(result)[0].id;
}

async function exists(table: 'profiles' | 'searches', id: number): Promise<boolean> {
  const result = await opened.db.execute(sql.raw(`select 1 from ${table} where id = ${id}`));
  return rowsOf(result).length === 1;
}

it('deletes idle guest profiles with nothing attached, their recent searches, and old searches nobody owns; keeps the rest', async () => {
  const idle = await profile(long);
  const idleRecent = await search(idle, false, long);
  const fresh = await profile(recent);
  const withChoices = await profile(
    long,
    `cookies_consent='{"performanceCookies":false,"advertisingCookies":false}'::jsonb`,
  );
  const withDetails = await profile(long, `details='{"email":"a@example.ch"}'::jsonb`);
  const withSaved = await profile(long);
  const saved = await search(withSaved, true, long);
  const orphanOld = await search(null, false, long);
  const orphanNew = await search(null, false, recent);

  const gone = await new SqlAnonymousData(opened.db).forgetUntouchedSince(cutoff);

  expect(gone).toEqual({ profiles: 1, searches: 2 });
  expect(await exists('profiles', idle)).toBe(false);
  expect(await exists('searches', idleRecent)).toBe(false);
  expect(await exists('searches', orphanOld)).toBe(false);
  for (const kept of [fresh, withChoices, withDetails, withSaved]) expect(await exists('profiles', kept)).toBe(true);
  for (const kept of [saved, orphanNew]) expect(await exists('searches', kept)).toBe(true);
  // A second run finds nothing more.
  expect(await new SqlAnonymousData(opened.db).forgetUntouchedSince(cutoff)).toEqual({ profiles: 0, searches: 0 });
});
