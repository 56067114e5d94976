import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type BrowserPushSubscription, PushSubscriptions } from '../ports';

/**
 * This browser receives the visitor's instant alerts: its push subscription is kept
 * for the caller's own profile, which the service reads from the token cookie (the browser names
 * none); whether the endpoint may be kept is SubscribeToPush's, on the server.
 */
@injectable()
export class SubscribeThisBrowserHandler {
  constructor(@inject(PushSubscriptions) private readonly push: Pick<PushSubscriptions, 'subscribe'>) {}

  execute(command: { subscription: BrowserPushSubscription }): Promise<Result<void, DomainError>> {
    return this.push.subscribe(0, command.subscription);
  }
}
