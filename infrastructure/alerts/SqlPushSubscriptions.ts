import { and, eq, inArray } from 'drizzle-orm';
import type { BrowserPushSubscription, PushSubscriptions } from '#application/alerts/ports';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { PublicHttpsEndpoints } from '#infrastructure/shared/net/PublicHttpsEndpoints';
import type { Database } from '../db/DatabaseToken';
import { pushSubscriptions } from '../db/schema';

/** The browsers' push subscriptions on the database (migration 0019), and the VAPID key they subscribe with. */
export class SqlPushSubscriptions implements PushSubscriptions {
  constructor(
    private readonly db: Database,
    private readonly vapidPublicKey: string,
    /** The outbound-URL rule (docs/security.md): the push job will call what is stored here. */
    private readonly endpoints: PublicHttpsEndpoints = new PublicHttpsEndpoints(),
  ) {}

  async publicKey(): Promise<Result<{ publicKey: string }, DomainError>> {
    return ok({ publicKey: this.vapidPublicKey });
  }

  /** One row per endpoint: the same browser subscribing again (new keys, or another profile) replaces it. */
  async subscribe(profileId: number, subscription: BrowserPushSubscription): Promise<Result<void, DomainError>> {
    if (!(await this.endpoints.accepts(subscription.endpoint)))
      return err(
        domainError('INVALID', 'ENDPOINT_NOT_PUBLIC', 'endpoint must be an https URL of a public push service', {
          field: 'endpoint',
        }),
      );
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
    return ok(undefined);
  }

  async unsubscribe(ownProfileIds: readonly number[], endpoint: string): Promise<Result<void, DomainError>> {
    if (ownProfileIds.length > 0)
      await this.db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, endpoint), inArray(pushSubscriptions.profileId, [...ownProfileIds])));
    return ok(undefined);
  }
}
