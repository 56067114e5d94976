import { inject, injectable } from 'inversify';
import type { BrowserPushSubscription, PushSubscriptions } from '#application/alerts/ports';
import type { DomainError } from '#domain/shared/DomainError';
import { map, type Result } from '#domain/shared/Result';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';
import { ALERTS_ROUTES } from '#application/alerts/svcRoutes';
import { pathOf } from '#application/shared/svcRoute';

/** The browser's side of PushSubscriptions: /svc/alerts/push on our own server. */
@injectable()
export class HttpPushSubscriptions implements PushSubscriptions {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  publicKey(): Promise<Result<{ publicKey: string }, DomainError>> {
    return this.client.request<{ publicKey: string }>(ALERTS_ROUTES.pushKey.method, pathOf(ALERTS_ROUTES.pushKey));
  }

  async subscribe(_profileId: number, subscription: BrowserPushSubscription): Promise<Result<void, DomainError>> {
    // The server subscribes the caller's own profile (its token), whatever the browser says.
    const result = await this.client.request<unknown>(
      ALERTS_ROUTES.subscribePush.method,
      pathOf(ALERTS_ROUTES.subscribePush),
      { body: subscription },
    );
    return map(result, () => undefined);
  }

  async unsubscribe(_ownProfileIds: readonly number[], endpoint: string): Promise<Result<void, DomainError>> {
    const result = await this.client.request<unknown>(
      ALERTS_ROUTES.unsubscribePush.method,
      pathOf(ALERTS_ROUTES.unsubscribePush),
      { body: { endpoint } },
    );
    return map(result, () => undefined);
  }
}
