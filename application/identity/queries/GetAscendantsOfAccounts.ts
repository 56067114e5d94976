import { inject, injectable } from 'inversify';
import { AccountsDirectory } from '#application/agents';

export interface GetAscendantsOfAccounts {
  ids: number[];
}

/** POST /accounts/ascendants: for each known account, the ids of its ancestors (relatedAccountIds), nearest first. */
@injectable()
export class GetAscendantsOfAccountsHandler {
  constructor(@inject(AccountsDirectory) private readonly accounts: AccountsDirectory) {}

  async execute(query: GetAscendantsOfAccounts): Promise<{ accountId: number; relatedAccountIds: number[] }[]> {
    const items = await Promise.all(
      [...new Set(query.ids)].map(async (accountId) => {
        const ascendants = await this.accounts.ascendantsOf(accountId);
        return ascendants ? { accountId, relatedAccountIds: ascendants.map((account) => account.id) } : undefined;
      }),
    );
    return items.filter((item): item is { accountId: number; relatedAccountIds: number[] } => item !== undefined);
  }
}
