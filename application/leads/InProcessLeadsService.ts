import { inject, injectable } from 'inversify';
import type { LeadAnswer, LeadEndpoint, LeadRequest } from '#domain/leads/Lead';
import type { Clock } from '#domain/shared/Clock';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import type { PostLeadHandler } from './commands/PostLead';
import { type LeadCaller, LeadFormStamps, LeadsClock, type LeadsService } from './ports';
import { PostLead } from './tokens';

/**
 * LeadsService on the server: the use case itself. What reaches leads in the portal's process (the
 * form-stamp route, financing's insurance and mortgage leads) goes through PostLead, like the
 * /svc/leads routes, whichever LeadStore is bound. (The browser binds the http adapter instead.)
 */
@injectable()
export class InProcessLeadsService implements LeadsService {
  constructor(
    @inject(PostLead) private readonly postLeadHandler: PostLeadHandler,
    @inject(LeadFormStamps) private readonly stamps: LeadFormStamps,
    @inject(LeadsClock) private readonly clock: Clock,
  ) {}

  postLead(endpoint: LeadEndpoint, request: LeadRequest, caller: LeadCaller): Promise<Result<LeadAnswer, DomainError>> {
    return this.postLeadHandler.execute({ endpoint, request, caller });
  }

  /** The stamp of the form's opening: the fill time is then the portal's own measure (domain/leads/SpamSignals). */
  async openForm(): Promise<Result<{ formStamp: string }, DomainError>> {
    return ok({ formStamp: this.stamps.issue(this.clock.now().getTime()) });
  }
}
