import { inject, injectable } from 'inversify';
import type { LeadCaller, LeadsService } from '#application/leads/ports';
import type { LeadAnswer, LeadEndpoint, LeadRequest } from '#domain/leads/Lead';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';
import { LEAD_PATHS } from './leadPaths';

/**
 * LeadsService over /svc/leads (document 001 §7 "Leads"). The caller's address is the one the
 * server sees and their profile the bearer's; the captcha solution travels in the body.
 */
@injectable()
export class HttpLeadsService implements LeadsService {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  postLead(endpoint: LeadEndpoint, request: LeadRequest, caller: LeadCaller): Promise<Result<LeadAnswer, DomainError>> {
    return this.client.request<LeadAnswer>('POST', LEAD_PATHS[endpoint], {
      body: { ...request, ...(caller.captcha ? { captcha: caller.captcha } : {}) },
    });
  }

  openForm(): Promise<Result<{ formStamp: string }, DomainError>> {
    return this.client.request<{ formStamp: string }>('GET', '/leads/leads/formStamp');
  }
}
