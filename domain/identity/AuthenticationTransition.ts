import type { AuthenticationState } from './AuthenticationState';

/**
 * What can happen to a visitor's identity. The documents name the states, not the arrows between
 * them; these are ours, chosen as a portal needs them and written down in
 * features/identity/authentication_states.feature.
 */
export type AuthenticationEvent =
  /** First visit: the visitor gets a guest profile. */
  | { type: 'profileCreated' }
  /**
   * An e-mail typed into a form (lead, favourite capture, consent). Whoever it belongs to, it only
   * identifies a guest: a typed address proves nothing, and a different answer for a registered
   * one would tell anyone who is registered (docs/security.md "No account enumeration").
   */
  | { type: 'emailCaptured' }
  /** A link from one of our e-mails carried a valid token (GET /api/v1/token?hash=…). */
  | { type: 'urlTokenUsed' }
  | { type: 'registered' }
  | { type: 'loggedIn' }
  /** The access token expired and could not be refreshed, but the profile still belongs to the user. */
  | { type: 'sessionLapsed'; firstProfile: boolean }
  /** Explicit log out: the browser starts again with a fresh guest profile. */
  | { type: 'loggedOut' };

/**
 * The authentication state machine. An event never lowers what we know about a person except
 * the two that end a session (sessionLapsed, loggedOut); an event that does not apply leaves the
 * state as it is.
 */
export function nextAuthenticationState(
  state: AuthenticationState | undefined,
  event: AuthenticationEvent,
): AuthenticationState | undefined {
  switch (event.type) {
    case 'profileCreated':
      return state ?? 'GuestUnknown';
    case 'emailCaptured':
      if (state === undefined || state === 'GuestUnknown' || state === 'GuestIdentified') {
        return 'GuestIdentified';
      }
      return state;
    case 'urlTokenUsed':
      return state === 'UserAuthenticated' ? state : 'UserIdentifiedByUrlToken';
    case 'registered':
    case 'loggedIn':
      return 'UserAuthenticated';
    case 'sessionLapsed':
      if (state !== 'UserAuthenticated') return state;
      return event.firstProfile ? 'UserIdentifiedWithFirstProfile' : 'UserIdentifiedByEmail';
    case 'loggedOut':
      return 'GuestUnknown';
  }
}
