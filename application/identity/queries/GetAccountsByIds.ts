import { inject, injectable } from 'inversify';
import type { Account } from '#domain/agents/Account';
import { AccountsDirectory } from '#application/agents';
import { type AccountMode, type LightAccount, lightAccount } from './GetAccount';

export interface GetAccountsByIds {
  accounts: number[];
  mode: AccountMode;
}

/** POST /accounts/ids: accounts in the order asked, unknown ids left out. */
@injectable()
export class GetAccountsByIdsHandler {
  constructor(@inject(AccountsDirectory) private readonly accounts: AccountsDirectory) {}

  async execute(query: GetAccountsByIds): Promise<(Account | LightAccount)[]> {
    const found = await this.accounts.getAccountsByIds(query.accounts);
    return query.mode === 'Full' ? found : found.map(lightAccount);
  }
}
