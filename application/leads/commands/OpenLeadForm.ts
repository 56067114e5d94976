import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { LeadsService } from '../ports';

/**
 * A lead form opens (any form that sends a lead: contact, tour, agent, project, mortgage,
 * insurance): the leads service stamps the moment, and the lead sent from the form carries the
 * stamp, so the service measures the fill time itself (domain/leads/SpamSignals).
 */
@injectable()
export class OpenLeadFormHandler {
  constructor(@inject(LeadsService) private readonly leads: LeadsService) {}

  execute(): Promise<Result<{ formStamp: string }, DomainError>> {
    return this.leads.openForm();
  }
}
