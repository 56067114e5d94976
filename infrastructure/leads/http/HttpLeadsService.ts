import { inject, injectable } from 'inversify';
import type { LeadCaller, LeadsService } from '#application/leads/ports';
import { LEADS_ROUTES } from '#application/leads/svcRoutes';
import { pathOf } from '#application/shared/svcRoute';
import type { LeadAnswer, LeadEndpoint, LeadRequest } from '#domain/leads/Lead';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';

/**
 * LeadsService over /svc/leads (document 001 §7 "Leads"). The caller's address is the one the
 * server sees and their profile the bearer's; the captcha solution travels in the body.
 */
@injectable()
export class HttpLeadsService implements LeadsService {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  postLead(endpoint: LeadEndpoint, request: LeadRequest, caller: LeadCaller): Promise<Result<LeadAnswer, DomainError>> {
    const route = LEADS_ROUTES[endpoint];
    return this.client.request<LeadAnswer>(route.method, pathOf(route), {
      body: { ...request, ...(caller.captcha ? { captcha: caller.captcha } : {}) },
    });
  }

  openForm(): Promise<Result<{ formStamp: string }, DomainError>> {
    return this.client.request<{ formStamp: string }>(LEADS_ROUTES.formStamp.method, pathOf(LEADS_ROUTES.formStamp));
  }
}
