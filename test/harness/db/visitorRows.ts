import { sql } from 'drizzle-orm';
import { rowsOf } from '#infrastructure/db/rowsOf';

/**
 * Tests and benches only: the rows a visitor's requests can write (their profile and its tokens,
 * searches, events, favourites, leads and what those send), summed. What a page view must leave
 * unchanged (docs/pages.md "When a profile is born"); the background jobs' own bookkeeping
 * (job_runs, job_leases, alert cursors, the listings' change log) is not a visitor's.
 */
export const VISITOR_TABLES = [
  'profiles',
  'oidc_models',
  'one_time_codes',
  'email_codes',
  'email_outbox',
  'searches',
  'tracking_events',
  'listing_favorites',
  'leads',
  'conversations',
  'valuation_properties',
  'push_subscriptions',
] as const;

/** The count of each visitor table, through any drizzle database (PGlite or PostgreSQL). */
export async function countVisitorRows(db: {
  execute(query: ReturnType<typeof sql.raw>): Promise<unknown>;
}): Promise<Record<string, number>> {
  const union = VISITOR_TABLES.map((table) => `select '${table}' as name, count(*)::int as n from ${table}`).join(
    ' union all ',
  );
  const result = await db.execute(sql.raw(union));
  const rows = rowsOf<{ name: string; n: number }>(result);
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
}

/** Rows added or removed between two counts, by table (tables that did not change are left out). */
export function rowsChanged(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  const changed: Record<string, number> = {};
  for (const [name, count] of Object.entries(after)) if (count !== before[name]) changed[name] = count - before[name];
  return changed;
}
