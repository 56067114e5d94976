import { ACCOUNT_ROLES, type AccountRole } from '../agents/Account';

export interface AccountRoleGrant {
  role: AccountRole;
  accountId: number;
}

/** A dashboard user has any of the account roles Admin, Agent, Staff, Standard (document 000 §3). */
export function isDashboardUser(roles: readonly AccountRoleGrant[]): boolean {
  return roles.some((grant) => (ACCOUNT_ROLES as readonly string[]).includes(grant.role));
}

/** The agent account id is taken from the Agent role. */
export function agentAccountId(roles: readonly AccountRoleGrant[]): number | undefined {
  return roles.find((grant) => grant.role === 'Agent')?.accountId;
}

/** A profile or user is read and changed by its owner or by an admin of one of its accounts. */
export function isAdminOf(roles: readonly AccountRoleGrant[], accountIds: readonly number[]): boolean {
  return roles.some((grant) => grant.role === 'Admin' && accountIds.includes(grant.accountId));
}
