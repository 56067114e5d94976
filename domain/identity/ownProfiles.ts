/** The token's profile claims (TokenClaims: profile_ids, identified_user_profile_ids). */
export interface ProfileClaims {
  readonly profileIds: readonly number[];
  readonly identifiedUserProfileIds: readonly number[];
}

/**
 * The one rule of which profiles a visitor acts for (document 001 §4: "ownership by the current or
 * an identified profile"): the token's current profiles and those identified to the same person,
 * each once. Every /svc route and page loader that asks "is this theirs" asks it of this list.
 */
export function ownProfileIdsOf(session: ProfileClaims | undefined): number[] {
  return session ? [...new Set([...session.profileIds, ...session.identifiedUserProfileIds])] : [];
}

/** The profile new things are created by: the token's current profile (its first). */
export function currentProfileIdOf(session: Pick<ProfileClaims, 'profileIds'> | undefined): number | undefined {
  return session?.profileIds[0];
}
