import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { IdentityErrors } from '../IdentityErrors';
import { AccountsDirectory } from '#application/agents';
import type { AscendantsType } from '../ports';
import { type LightAccount, lightAccount } from './GetAccount';

export interface GetAccountAscendants {
  id: number;
  ascendantsType: AscendantsType;
}

/**
 * GET /accounts/{id}/ascendants (ascendantsType, default Breadcrumbs). Breadcrumbs: the chain from
 * the top-most ancestor down to the account itself, for a breadcrumb trail; All: the ancestors only,
 * nearest first.
 */
@injectable()
export class GetAccountAscendantsHandler {
  constructor(@inject(AccountsDirectory) private readonly accounts: AccountsDirectory) {}

  async execute(query: GetAccountAscendants): Promise<Result<{ items: LightAccount[] }, DomainError>> {
    const account = await this.accounts.getAccount(query.id);
    const ascendants = account ? await this.accounts.ascendantsOf(query.id) : undefined;
    if (!account || !ascendants) return err(IdentityErrors.accountNotFound());
    const items = query.ascendantsType === 'Breadcrumbs' ? [...ascendants].reverse().concat(account) : ascendants;
    return ok({ items: items.map(lightAccount) });
  }
}
