import { inject, injectable } from 'inversify';
import type { Account } from '#domain/agents/Account';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { IdentityErrors } from '../IdentityErrors';
import { AccountsDirectory } from '#application/agents';

export const ACCOUNT_MODES = ['Light', 'Full'] as const;
export type AccountMode = (typeof ACCOUNT_MODES)[number];

export interface GetAccount {
  id: number;
  mode: AccountMode;
}

/** GET /accounts/{id} (mode, default Light). Accounts are agencies: public. Light leaves out contact and address. */
@injectable()
export class GetAccountHandler {
  constructor(@inject(AccountsDirectory) private readonly accounts: AccountsDirectory) {}

  async execute(query: GetAccount): Promise<Result<Account | LightAccount, DomainError>> {
    const account = await this.accounts.getAccount(query.id);
    if (!account) return err(IdentityErrors.accountNotFound());
    return ok(query.mode === 'Full' ? account : lightAccount(account));
  }
}

export type LightAccount = Pick<
  Account,
  'id' | 'type' | 'name' | 'slug' | 'logoUrl' | 'relations' | 'relatedAccountIds' | 'isArchived'
>;

export function lightAccount(account: Account): LightAccount {
  const { id, type, name, slug, logoUrl, relations, relatedAccountIds, isArchived } = account;
  return { id, type, name, slug, ...(logoUrl ? { logoUrl } : {}), relations, relatedAccountIds, isArchived };
}
