import { inject, injectable } from 'inversify';
import type { PersonalPartService } from '#application/portal/ports';
import { PORTAL_ROUTES } from '#application/portal/svcRoutes';
import { pathOf } from '#application/shared/svcRoute';
import type { PersonalPart } from '#domain/portal/PersonalPart';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';

/** PersonalPartService over GET /svc/portal/visitor (the visitor's cookies go with it). */
@injectable()
export class HttpPersonalPartService implements PersonalPartService {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  personalPart(): Promise<Result<PersonalPart, DomainError>> {
    return this.client.request<PersonalPart>(PORTAL_ROUTES.visitor.method, pathOf(PORTAL_ROUTES.visitor));
  }
}
