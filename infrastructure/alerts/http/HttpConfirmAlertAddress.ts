import { inject, injectable } from 'inversify';
import type { ConfirmAlertAddress } from '#application/alerts/commands/ConfirmAlertAddress';
import type { ConfirmAlertAddressUseCase } from '#application/alerts/tokens';
import type { DomainError } from '#domain/shared/DomainError';
import { map, type Result } from '#domain/shared/Result';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';
import { ALERTS_ROUTES } from '#application/alerts/svcRoutes';
import { pathOf } from '#application/shared/svcRoute';

/** The browser's side of ConfirmAlertAddress: POST /svc/alerts/confirmations on our own server. */
@injectable()
export class HttpConfirmAlertAddress implements ConfirmAlertAddressUseCase {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  async execute(command: ConfirmAlertAddress): Promise<Result<void, DomainError>> {
    const result = await this.client.request<unknown>(
      ALERTS_ROUTES.confirmAddress.method,
      pathOf(ALERTS_ROUTES.confirmAddress),
      {
        body: { token: command.token },
      },
    );
    return map(result, () => undefined);
  }
}
