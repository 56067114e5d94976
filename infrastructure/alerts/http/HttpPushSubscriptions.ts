import { inject, injectable } from 'inversify';
import type { BrowserPushSubscription, PushSubscriptions } from '#application/alerts/ports';
import type { DomainError } from '#domain/shared/DomainError';
import { map, type Result } from '#domain/shared/Result';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';

/** The browser's side of PushSubscriptions: /svc/alerts/push on our own server. */
@injectable()
export class HttpPushSubscriptions implements PushSubscriptions {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  publicKey(): Promise<Result<{ publicKey: string }, DomainError>> {
    return this.client.request<{ publicKey: string }>('GET', '/alerts/push/key');
  }

  async subscribe(_profileId: number, subscription: BrowserPushSubscription): Promise<Result<void, DomainError>> {
    // The server subscribes the caller's own profile (its token), whatever the browser says.
    const result = await this.client.request<unknown>('POST', '/alerts/push/subscriptions', { body: subscription });
    return map(result, () => undefined);
  }

  async unsubscribe(_ownProfileIds: readonly number[], endpoint: string): Promise<Result<void, DomainError>> {
    const result = await this.client.request<unknown>('DELETE', '/alerts/push/subscriptions', { body: { endpoint } });
    return map(result, () => undefined);
  }
}
