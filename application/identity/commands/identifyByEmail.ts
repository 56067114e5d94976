import { nextAuthenticationState } from '#domain/identity/AuthenticationTransition';
import type { ProfilePatch, StoredProfile } from '../ports';

/**
 * An e-mail typed into a form identifies a guest (GuestIdentified; identified states never drop).
 * It is not looked up: the answer and its time are the same whether or not someone registered
 * with it (docs/security.md "No account enumeration").
 */
export function identifyByEmail(profile: StoredProfile): ProfilePatch {
  const next = nextAuthenticationState(profile.authenticationState, { type: 'emailCaptured' });
  if (next === undefined || next === profile.authenticationState) return {};
  return { authenticationState: next, identifiedUserId: null };
}
