import { sql } from 'drizzle-orm';
import type { Database } from './DatabaseToken';

/**
 * Runs a bulk load with the secondary indexes of `tables` dropped, then rebuilds them: building an
 * index once over sorted data is several times cheaper than updating it row by row (GIN above all).
 * Meant inside a transaction: the drops roll back with the load if it fails. Keys and unique
 * constraints stay, so integrity is checked while loading.
 */
export async function withIndexesDeferred<T>(
  db: Database,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const result = await db.execute(sql`
    select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${sql.join(
      tables.map((t) => sql`${t}`),
      sql`, `,
    )})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  const indexes = (result as { rows: { indexname: string; indexdef: string }[] }).rows;
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.indexname)}`);
  const value = await load();
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  return value;
}
