import { inject, injectable } from 'inversify';
import type { ConfirmUnsubscribeUseCase } from '#application/alerts/tokens';
import type { DomainError } from '#domain/shared/DomainError';
import { map, type Result } from '#domain/shared/Result';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';
import { ALERTS_ROUTES } from '#application/alerts/svcRoutes';
import { pathOf } from '#application/shared/svcRoute';

/** The browser's side of the /unsubscribe page's button: POST /svc/alerts/unsubscriptions as the signed-in owner. */
@injectable()
export class HttpConfirmUnsubscribe implements ConfirmUnsubscribeUseCase {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  async execute(command: { searchId: number }): Promise<Result<void, DomainError>> {
    const result = await this.client.request<unknown>(
      ALERTS_ROUTES.unsubscribe.method,
      pathOf(ALERTS_ROUTES.unsubscribe),
      {
        body: { searchId: command.searchId },
      },
    );
    return map(result, () => undefined);
  }
}
