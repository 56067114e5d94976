import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { PushAlerts, PushSearch, QueuedPush } from '#application/alerts/jobPorts';
import type { Database } from '../db/DatabaseToken';
import { profiles, pushDeliveries, pushSubscriptions, searches } from '../db/schema';
import type { PushOutcome, PushTarget } from './WebPushSender';

export interface PushSender {
  send(target: PushTarget, payload: string, topic: string): Promise<PushOutcome>;
}

/**
 * The instant pushes on the database (push_deliveries, push_subscriptions; docs/alerts-job.md):
 * the subscribed searches a page at a time, deliveries under their unique index, and the sending
 * of every delivery not yet sent. A crash between the push and the mark resends it with the same
 * Topic and tag, so the push service and the browser replace it instead of showing it twice.
 */
export class SqlPushAlerts implements PushAlerts {
  constructor(
    private readonly db: Database,
    private readonly options: { sender: PushSender; concurrency?: number },
  ) {}

  /** Saved, push-subscribed searches whose owner has at least one browser to push to. */
  async page(afterId: number, size: number): Promise<PushSearch[]> {
    const rows = await this.db
      .select({
        id: searches.id,
        filters: searches.filters,
        currencyId: searches.currencyId,
        portalId: searches.portalId,
        title: searches.title,
        automaticTitle: searches.automaticTitle,
        profileId: profiles.id,
        regional: profiles.regionalSettings,
      })
      .from(searches)
      .innerJoin(
        profiles,
        sql`${profiles.id} = case when ${searches.createdByProfileId} ~ '^[1-9][0-9]{0,8}$' then ${searches.createdByProfileId}::int end`,
      )
      .where(
        and(
          gt(searches.id, afterId),
          eq(searches.saved, true),
          eq(searches.isArchived, false),
          sql`'PushNotification' = any(${searches.notifications})`,
          sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.profileId} = ${profiles.id})`,
        ),
      )
      .orderBy(searches.id)
      .limit(size);
    return rows.map((row) => ({ ...row, filters: row.filters }));
  }

  async queue(windowEnd: number, pushes: QueuedPush[]): Promise<number> {
    let queued = 0;
    for (let from = 0; from < pushes.length; from += 500) {
      const inserted = await this.db
        .insert(pushDeliveries)
        .values(pushes.slice(from, from + 500).map((push) => ({ ...push, windowEnd })))
        .onConflictDoNothing()
        .returning({ id: pushDeliveries.id });
      queued += inserted.length;
    }
    return queued;
  }

  /** Every delivery not yet sent (this window's, or one a crash left), to each browser of its owner. */
  async sendPending(): Promise<number> {
    let sent = 0;
    for (;;) {
      const pending = await this.db
        .select()
        .from(pushDeliveries)
        .where(isNull(pushDeliveries.sentAt))
        .orderBy(asc(pushDeliveries.id))
        .limit(200);
      if (pending.length === 0) return sent;
      const browsers = await this.db
        .select()
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.profileId, [...new Set(pending.map((p) => p.profileId))]));
      const work = pending.flatMap((delivery) =>
        browsers.filter((b) => b.profileId === delivery.profileId).map((browser) => ({ delivery, browser })),
      );
      const gone = new Set<number>();
      const limit = this.options.concurrency ?? 16;
      for (let from = 0; from < work.length; from += limit) {
        const outcomes = await Promise.all(
          work.slice(from, from + limit).map(async ({ delivery, browser }) => {
            const outcome = await this.options.sender.send(
              { endpoint: browser.endpoint, keys: { p256dh: browser.p256dh, auth: browser.auth } },
              delivery.payload,
              // RFC 8030 §5.4: at most 32 URL-safe base64 characters.
              `d${delivery.id.toString(36)}`,
            );
            if (outcome === 'gone') gone.add(browser.id);
            return outcome;
          }),
        );
        sent += outcomes.filter((o) => o === 'sent').length;
      }
      if (gone.size > 0) await this.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...gone]));
      // A failed push is not retried: the digest carries the listing anyway, and a retry loop here
      // would hold every later push behind one unreachable push service.
      // sentAt marks the delivery done (the job reads only whether it is null): a write time, not a rule input.
      await this.db
        .update(pushDeliveries)
        .set({ sentAt: new Date() })
        .where(
          inArray(
            pushDeliveries.id,
            pending.map((p) => p.id),
          ),
        );
    }
  }
}
