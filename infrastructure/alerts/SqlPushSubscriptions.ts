import { and, eq, inArray } from 'drizzle-orm';
import type { BrowserPushSubscription, PushSubscriptionStore } from '#application/alerts/ports';
import type { Database } from '../db/DatabaseToken';
import { pushSubscriptions } from '../db/schema';

/**
 * The browsers' push subscriptions on the database (migration 0019). Stores and drops rows; which
 * endpoints may be kept is SubscribeToPush's (application/alerts).
 */
export class SqlPushSubscriptions implements PushSubscriptionStore {
  constructor(private readonly db: Database) {}

  async save(profileId: number, subscription: BrowserPushSubscription): Promise<void> {
    const row = {
      profileId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    };
    // createdAt is the row's write time only (no rule reads it: a subscription lasts until the push
    // service answers it gone), so the database's "now" is enough; no clock port here.
    await this.db
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...row, createdAt: new Date() } });
  }

  async drop(profileIds: readonly number[], endpoint: string): Promise<void> {
    if (profileIds.length === 0) return;
    await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), inArray(pushSubscriptions.profileId, [...profileIds])));
  }
}
