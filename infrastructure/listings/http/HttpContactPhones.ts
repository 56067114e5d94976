import { inject, injectable } from 'inversify';
import type { ContactPhones } from '#application/listings/ports';
import type { ContactPhoneTarget } from '#domain/listings/ContactPhone';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';
import { LISTINGS_ROUTES } from '#application/listings/svcRoutes';
import { pathOf } from '#application/shared/svcRoute';

/** ContactPhones in the browser: GET /listings/v2/contactPhone when the visitor asks for the number. */
@injectable()
export class HttpContactPhones implements ContactPhones {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  reveal(target: ContactPhoneTarget): Promise<Result<{ phone: string }, DomainError>> {
    return this.client.request<{ phone: string }>(
      LISTINGS_ROUTES.contactPhone.method,
      pathOf(LISTINGS_ROUTES.contactPhone),
      {
        query: 'agentUserId' in target ? { agentUserId: target.agentUserId } : { listingId: target.listingId },
      },
    );
  }
}
