import { nextAuthenticationState } from '#domain/identity/AuthenticationTransition';
import type { ProfilePatch, StoredProfile, UsersRepository } from '../ports';

/**
 * An e-mail typed into a form identifies a guest: GuestIdentified, or UserIdentifiedByEmail when
 * a registered user signs in with it (the state machine decides; identified states never drop).
 */
export async function identifyByEmail(
  profile: StoredProfile,
  email: string,
  users: UsersRepository,
): Promise<ProfilePatch> {
  const owner = await users.findBySignInEmail(email);
  const next = nextAuthenticationState(profile.authenticationState, {
    type: 'emailCaptured',
    belongsToUser: owner !== undefined,
  });
  if (next === undefined || next === profile.authenticationState) return {};
  return { authenticationState: next, identifiedUserId: next === 'UserIdentifiedByEmail' ? (owner?.id ?? null) : null };
}
