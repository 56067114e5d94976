import { desc, sql } from 'drizzle-orm';
import type { Database } from '../db/DatabaseToken';
import { emailOutbox } from '../db/schema';

export type OutboxEntry = typeof emailOutbox.$inferSelect;

/** The latest outbox mail, optionally for one recipient: the dev mail viewer and tests read codes here. */
export async function readOutbox(
  db: Database,
  options: { recipient?: string; limit?: number } = {},
): Promise<OutboxEntry[]> {
  const query = db.select().from(emailOutbox);
  const filtered = options.recipient
    ? query.where(sql`lower(${emailOutbox.recipient}) = ${options.recipient.trim().toLowerCase()}`)
    : query;
  return filtered.orderBy(desc(emailOutbox.id)).limit(options.limit ?? 50);
}
