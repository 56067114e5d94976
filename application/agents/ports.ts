import type { ServiceIdentifier } from 'inversify';
import type { Account, User } from '#domain/agents/Account';

/**
 * The accounts back end (document 000 §7: GET /accounts/{id}, POST /accounts/ids, POST /users/ids,
 * the ascendants calls): agencies, their relations and their agents, as identity's accounts
 * service, the listing page and the search page read them. Unknown ids are left out; order follows the ids.
 */
export interface AccountsDirectory {
  getAccount(id: number): Promise<Account | undefined>;
  getAccountsByIds(ids: number[]): Promise<Account[]>;
  getUsersByIds(ids: number[]): Promise<User[]>;
  /** The account's ancestors through its relations (parent, franchise), nearest first; undefined for an unknown id. */
  ascendantsOf(id: number): Promise<Account[] | undefined>;
}
export const AccountsDirectory: ServiceIdentifier<AccountsDirectory> = Symbol.for('agents.AccountsDirectory');
