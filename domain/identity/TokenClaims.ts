import { type AuthenticationState, isAuthenticationState } from './AuthenticationState';

/** The claims our access tokens carry (document 000 §3), as they appear in the JWT. */
export interface TokenClaims {
  user_id?: number | null;
  auth_state: AuthenticationState;
  profile_ids: number[];
  identified_user_profile_ids: number[];
  /** A user's sign-in session (the provider's grant): ending it refuses its tokens (docs/security.md "Ending sessions"). */
  sid?: string;
}

/** The claims read into the portal's vocabulary: who is calling and for which profiles. */
export interface AuthSession {
  userId: number | null;
  state: AuthenticationState;
  profileIds: number[];
  identifiedUserProfileIds: number[];
  /** The sign-in session a user's token belongs to (the `sid` claim); none for guests. */
  sessionId?: string;
}

const ids = (value: unknown): number[] | undefined =>
  Array.isArray(value) && value.every((id) => Number.isSafeInteger(id) && id > 0) ? (value as number[]) : undefined;

/** Reads verified JWT claims; undefined when a claim is missing or malformed (the token is then not ours). */
export function authSessionFromClaims(claims: Record<string, unknown>): AuthSession | undefined {
  const state = claims.auth_state;
  const profileIds = ids(claims.profile_ids);
  const identified = ids(claims.identified_user_profile_ids ?? []);
  const userId = claims.user_id ?? null;
  if (!isAuthenticationState(state) || !profileIds || !identified) return undefined;
  if (userId !== null && !(Number.isSafeInteger(userId) && (userId as number) > 0)) return undefined;
  const sessionId = typeof claims.sid === 'string' && claims.sid.length <= 200 ? claims.sid : undefined;
  return {
    userId: userId as number | null,
    state,
    profileIds,
    identifiedUserProfileIds: identified,
    ...(sessionId ? { sessionId } : {}),
  };
}

export function claimsOf(session: AuthSession): TokenClaims {
  return {
    user_id: session.userId,
    auth_state: session.state,
    profile_ids: session.profileIds,
    identified_user_profile_ids: session.identifiedUserProfileIds,
  };
}
