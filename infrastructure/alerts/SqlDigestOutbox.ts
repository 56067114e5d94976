import { sql } from 'drizzle-orm';
import type { DigestOutbox, QueuedDigest } from '#application/alerts/jobPorts';
import type { Database } from '../db/DatabaseToken';

/**
 * The digests written on the database: one transaction of multi-row statements (one per chunk),
 * each inserting the delivery rows (unique per search, channel and window: `on conflict do
 * nothing`), the outbox mails of the deliveries that were new, and the same searches' counters.
 * The next chunk is composed while the database writes the previous one (docs/alerts-job.md).
 */
export class SqlDigestOutbox implements DigestOutbox {
  constructor(private readonly db: Database) {}

  async queue(windowEnd: number, nextChunk: () => QueuedDigest[] | undefined): Promise<number> {
    let queued = 0;
    await this.db.transaction(async (tx) => {
      // A chunk's rows are read twice (deliveries, then mails): kept in memory, not spilled to disk.
      await tx.execute(sql`set local work_mem = '64MB'`);
      let chunk = asJson(nextChunk());
      while (chunk !== undefined) {
        // A drizzle query runs on every then(): one real promise, observed once, awaited below.
        const writing = Promise.resolve(
          tx.execute(sql`
          with x as (
            select * from json_to_recordset(${chunk}::json) as x(search_id int, message_id text, listing_ids int[],
              recipient text, subject text, text text, html text, news int, drops int, increases int)
          ), delivered as (
            insert into alert_deliveries (search_id, channel, window_end, message_id, listing_ids)
            select search_id, 'Email', ${windowEnd}, message_id, listing_ids from x
            on conflict do nothing
            returning search_id
          ), fresh as (
            select x.* from x join delivered using (search_id)
          ), mailed as (
            insert into email_outbox (kind, recipient, subject, text, html, message_id)
            select 'searchAlert', recipient, subject, text, html, message_id from fresh
            returning 1
          ), counted as (
            update searches set unread_total = unread_total + fresh.news,
              price_drops_total = price_drops_total + fresh.drops,
              price_increases_total = price_increases_total + fresh.increases
            from fresh where searches.id = fresh.search_id
            returning 1
          )
          select (select count(*) from mailed)::int as queued`),
        );
        writing.catch(() => undefined); // its failure is thrown where it is awaited
        await new Promise((resolve) => setImmediate(resolve)); // let the statement leave before composing
        chunk = asJson(nextChunk());
        const result = await writing;
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { queued: number }[];
        queued += Number(rows[0].queued);
      }
    });
    return queued;
  }
}

/** A chunk as the statement reads it (snake case, for json_to_recordset). */
function asJson(digests: QueuedDigest[] | undefined): string | undefined {
  if (digests === undefined) return undefined;
  return JSON.stringify(
    digests.map((d) => ({
      search_id: d.searchId,
      message_id: d.messageId,
      listing_ids: d.listingIds,
      recipient: d.recipient,
      subject: d.subject,
      text: d.text,
      html: d.html,
      news: d.news,
      drops: d.drops,
      increases: d.increases,
    })),
  );
}
