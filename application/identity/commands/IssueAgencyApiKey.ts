import { inject, injectable } from 'inversify';
import { mayIssueAgencyApiKey } from '#domain/identity/AgencyApiKey';
import type { Caller } from '#domain/identity/AccessPolicy';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { AgencyApiKeys, IdentityClock } from '../ports';
import type { Clock } from '#domain/shared/Clock';

export interface IssueAgencyApiKey {
  caller: Caller;
  accountId: number;
}

/** What the admin sees once: the key itself is never shown again (docs/import-api.md "API key"). */
export interface IssuedAgencyApiKey {
  accountId: number;
  apiKey: string;
  issuedAt: string;
}

/**
 * POST /accounts/accounts/{id}/apiKey: an admin of the agency account issues its import API key,
 * which replaces the one before (rotation is issuing again).
 */
@injectable()
export class IssueAgencyApiKeyHandler {
  constructor(
    @inject(AgencyApiKeys) private readonly keys: AgencyApiKeys,
    @inject(IdentityClock) private readonly clock: Clock,
  ) {}

  async execute(command: IssueAgencyApiKey): Promise<Result<IssuedAgencyApiKey, DomainError>> {
    const allowed = mayIssueAgencyApiKey(command.caller, command.accountId);
    if (!allowed.ok) return err(allowed.error);
    const at = this.clock.now();
    const apiKey = await this.keys.issue(command.accountId, command.caller.session.userId as number, at);
    return ok({ accountId: command.accountId, apiKey, issuedAt: at.toISOString() });
  }
}
