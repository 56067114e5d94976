import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { AccountsService } from '../ports';

export interface IssueOwnClientSwitchCode {
  targetClientId: string;
  /** Cancels the request (REQUEST_CANCELLED): the visitor closed the prompt. */
  signal: AbortSignal;
}

/**
 * The switch to the agent dashboard from the browser (document 000 §4, GET
 * /api/users/clientswitchCode): the accounts service runs IssueClientSwitchCode for the token
 * cookie's user.
 */
@injectable()
export class IssueOwnClientSwitchCodeHandler {
  constructor(@inject(AccountsService) private readonly accounts: Pick<AccountsService, 'issueClientSwitchCode'>) {}

  execute({ targetClientId, signal }: IssueOwnClientSwitchCode): Promise<Result<{ code?: string }, DomainError>> {
    return this.accounts.issueClientSwitchCode(targetClientId, signal);
  }
}
