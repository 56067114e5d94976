import { inject, injectable } from 'inversify';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { type BrowserPushSubscription, OutboundUrls, PushSubscriptionStore } from '../ports';

export const ENDPOINT_NOT_PUBLIC = () =>
  domainError('INVALID', 'ENDPOINT_NOT_PUBLIC', 'endpoint must be an https URL of a public push service', {
    field: 'endpoint',
  });

/**
 * A browser subscribes to the PushNotification channel for a profile. The push job
 * will call the endpoint, so it must pass the outbound-URL rule (docs/security.md "Outbound URLs")
 * before it is kept.
 */
@injectable()
export class SubscribeToPushHandler {
  constructor(
    @inject(PushSubscriptionStore) private readonly store: PushSubscriptionStore,
    @inject(OutboundUrls) private readonly urls: OutboundUrls,
  ) {}

  async execute(command: {
    profileId: number;
    subscription: BrowserPushSubscription;
  }): Promise<Result<void, DomainError>> {
    if (!(await this.urls.accepts(command.subscription.endpoint))) return err(ENDPOINT_NOT_PUBLIC());
    await this.store.save(command.profileId, command.subscription);
    return ok(undefined);
  }
}
