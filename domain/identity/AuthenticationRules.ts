import type { AuthenticationState } from './AuthenticationState';

/**
 * The rules derived from the authentication state (document 000 §4, document 001 §4), one pure
 * function each. `undefined` is "no state": a visitor whose profile is not known yet.
 */
type State = AuthenticationState | undefined;

/** Full user: has user_id and is authenticated. */
export function isFullUser(session: { userId?: number | null; state: State }): boolean {
  return session.userId !== undefined && session.userId !== null && session.state === 'UserAuthenticated';
}

/** Access to favourites: authenticated or identified with first profile. */
export function hasFavoritesAccess(state: State): boolean {
  return state === 'UserAuthenticated' || state === 'UserIdentifiedWithFirstProfile';
}

/** Access to saved searches: authenticated, identified by URL token, guest identified, or identified with first profile. */
export function hasSavedSearchAccess(state: State): boolean {
  return (
    state === 'UserAuthenticated' ||
    state === 'UserIdentifiedByUrlToken' ||
    state === 'GuestIdentified' ||
    state === 'UserIdentifiedWithFirstProfile'
  );
}

/** Needs to register: no state, guest identified or guest unknown. */
export function needsToRegister(state: State): boolean {
  return state === undefined || state === 'GuestIdentified' || state === 'GuestUnknown';
}

/**
 * Can log in: every state except authenticated and guest identified. "No state" is a visitor we
 * know nothing about, so, like GuestUnknown, they may log in.
 */
export function canLogIn(state: State): boolean {
  return state !== 'UserAuthenticated' && state !== 'GuestIdentified';
}

/** Login/register is suggested unless authenticated or identified with first profile. */
export function isLoginOrRegisterSuggested(state: State): boolean {
  return state !== 'UserAuthenticated' && state !== 'UserIdentifiedWithFirstProfile';
}

/**
 * Saving a search requires guest identified or better (document 001 §4): every state that
 * identifies a person, i.e. all but GuestUnknown and no state.
 */
export function canSaveSearch(state: State): boolean {
  return state !== undefined && state !== 'GuestUnknown';
}

/**
 * Renaming or deleting a search requires ownership by the current or an identified profile
 * (document 001 §4). The identified profiles come from the token (identified_user_profile_ids).
 */
export function ownsProfileResource(
  ownerProfileId: number,
  session: { profileIds: readonly number[]; identifiedUserProfileIds: readonly number[] },
): boolean {
  return session.profileIds.includes(ownerProfileId) || session.identifiedUserProfileIds.includes(ownerProfileId);
}

/** After saving a search, a non-authenticated user is invited to authenticate (document 001 §4). */
export function isInvitedToAuthenticateAfterSaving(state: State): boolean {
  return state !== 'UserAuthenticated';
}
