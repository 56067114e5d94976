import type { Caller } from './AccessPolicy';
import type { AccountRoleGrant } from './AccountRoles';
import type { AuthenticationState } from './AuthenticationState';

/**
 * The caller a page's server-side query acts as: the visitor, for their own current profile only
 * (the identity the server resolved from verified cookies, never anything in the URL).
 */
export function ownProfileCaller(identity: {
  userId: number | null;
  state: AuthenticationState;
  profileId: number;
  accountsRoles: readonly AccountRoleGrant[];
}): Caller {
  return {
    session: {
      userId: identity.userId,
      state: identity.state,
      profileIds: [identity.profileId],
      identifiedUserProfileIds: [],
    },
    roles: identity.accountsRoles,
  };
}
