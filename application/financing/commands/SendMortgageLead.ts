import { inject, injectable } from 'inversify';
import { type LeadAnswer, type LeadRequest, LeadsService } from '#application/leads';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';

/**
 * The mortgage lead modal's send: POST /leads/mortgage through the leads service. Document 001 §6:
 * "Mortgage lead accepts 409 as non-error" (the visitor already asked: nothing more to do).
 */
@injectable()
export class SendMortgageLeadHandler {
  constructor(@inject(LeadsService) private readonly leads: LeadsService) {}

  async execute(command: {
    lead: LeadRequest;
    captcha?: string;
  }): Promise<Result<LeadAnswer | undefined, DomainError>> {
    // In the browser the leads adapter is http: the server reads the address itself.
    const result = await this.leads.postLead('mortgage', command.lead, {
      ip: '',
      ...(command.captcha ? { captcha: command.captcha } : {}),
    });
    if (!result.ok && result.error.kind === 'CONFLICT') return ok(undefined);
    return result;
  }
}
