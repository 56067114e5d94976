import { isAdminOf, type AccountRoleGrant } from './AccountRoles';
import { isFullUser } from './AuthenticationRules';
import type { AuthSession } from './TokenClaims';

/**
 * Who may read and change a profile or a user (issue "accounts service"): its owner, or an admin
 * of one of its accounts. No id taken from a URL is trusted without one of these checks.
 */
export interface Caller {
  session: AuthSession;
  /** The caller's own account roles (empty for guests). */
  roles: readonly AccountRoleGrant[];
}

/** A profile: the caller's current profile, a profile of the authenticated user, or one an admin oversees. */
export function canAccessProfile(
  caller: Caller,
  profile: { id: number; userId: number | null },
  ownerAccountIds: readonly number[] = [],
): boolean {
  if (caller.session.profileIds.includes(profile.id)) return true;
  if (profile.userId !== null && isFullUser(caller.session) && caller.session.userId === profile.userId) return true;
  return isFullUser(caller.session) && isAdminOf(caller.roles, ownerAccountIds);
}

/** A user: the authenticated user themself, or an authenticated admin of one of the user's accounts. */
export function canAccessUser(caller: Caller, user: { id: number; accountIds: readonly number[] }): boolean {
  if (!isFullUser(caller.session)) return false;
  return caller.session.userId === user.id || isAdminOf(caller.roles, user.accountIds);
}
