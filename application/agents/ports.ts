import type { ServiceIdentifier } from 'inversify';
import type { Account, User } from '#domain/agents/Account';

/**
 * The accounts back end as the listing and agent pages need it (document 000 §7:
 * POST /accounts/ids, POST /users/ids). Unknown ids are left out; order follows the ids.
 */
export interface AccountsDirectory {
  getAccountsByIds(ids: number[]): Promise<Account[]>;
  getUsersByIds(ids: number[]): Promise<User[]>;
}
export const AccountsDirectory: ServiceIdentifier<AccountsDirectory> = Symbol.for('agents.AccountsDirectory');
