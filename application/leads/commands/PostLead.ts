import { inject, injectable } from 'inversify';
import type { LeadAnswer, LeadEndpoint, LeadRequest } from '#domain/leads/Lead';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type LeadCaller, LeadsService } from '../ports';

export interface PostLead {
  endpoint: LeadEndpoint;
  request: LeadRequest;
  caller: LeadCaller;
}

/** One lead to the leads service (document 001 §7 "Leads"): the /svc edge's and the financing forms' way in. */
@injectable()
export class PostLeadHandler {
  constructor(@inject(LeadsService) private readonly leads: LeadsService) {}

  execute(command: PostLead): Promise<Result<LeadAnswer, DomainError>> {
    return this.leads.postLead(command.endpoint, command.request, command.caller);
  }
}
