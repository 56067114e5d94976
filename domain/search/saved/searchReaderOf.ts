import type { AuthenticationState } from '#domain/identity/AuthenticationState';
import type { AuthSession } from '#domain/identity/TokenClaims';
import { ownProfileIdsOf } from '#domain/identity/ownProfiles';

/** Who a searches call acts for, in the searches service's terms (profile ids as strings). */
export interface SearchReader {
  /** The current profile: new searches are created by it. */
  profileId?: string;
  /** The current profile and those identified to the same person (document 001 §4 "ownership by the current or an identified profile"). */
  ownProfileIds: string[];
  authState: AuthenticationState;
}

/**
 * A verified session (the bearer token's claims profile_ids, identified_user_profile_ids,
 * auth_state) as the searches service reads it. One reading for the /svc edge and for the
 * server-rendered search page, so a visitor owns the same searches through both.
 */
export function searchReaderOf(
  session: Pick<AuthSession, 'profileIds' | 'identifiedUserProfileIds' | 'state'>,
): SearchReader {
  return {
    profileId: session.profileIds[0] === undefined ? undefined : String(session.profileIds[0]),
    ownProfileIds: ownProfileIdsOf(session).map(String),
    authState: session.state,
  };
}
