import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import { SubscribeToPushHandler } from './commands/SubscribeToPush';
import { type BrowserPushSubscription, PushPublicKey, PushSubscriptionStore, type PushSubscriptions } from './ports';

/**
 * PushSubscriptions on the server (what /svc/alerts/push calls): a subscription goes through its
 * handler, so no caller of the port keeps an endpoint the outbound-URL rule refuses.
 */
@injectable()
export class ServerPushSubscriptions implements PushSubscriptions {
  constructor(
    @inject(PushPublicKey) private readonly key: string,
    @inject(SubscribeToPushHandler) private readonly subscribeToPush: SubscribeToPushHandler,
    @inject(PushSubscriptionStore) private readonly store: PushSubscriptionStore,
  ) {}

  async publicKey(): Promise<Result<{ publicKey: string }, DomainError>> {
    return ok({ publicKey: this.key });
  }

  subscribe(profileId: number, subscription: BrowserPushSubscription): Promise<Result<void, DomainError>> {
    return this.subscribeToPush.execute({ profileId, subscription });
  }

  /** Only the profiles the caller acts for may drop a subscription; an unknown endpoint is fine (already gone). */
  async unsubscribe(ownProfileIds: readonly number[], endpoint: string): Promise<Result<void, DomainError>> {
    if (ownProfileIds.length > 0) await this.store.drop(ownProfileIds, endpoint);
    return ok(undefined);
  }
}
