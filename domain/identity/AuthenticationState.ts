/**
 * The authentication states of a visitor (document 000 §4, document 001 §4). Every visitor has a
 * profile; the state says how much we know about the person behind it.
 */
export const AUTHENTICATION_STATES = [
  'GuestUnknown',
  'GuestIdentified',
  'UserIdentifiedWithFirstProfile',
  'UserIdentifiedByEmail',
  'UserIdentifiedByUrlToken',
  'UserAuthenticated',
] as const;
export type AuthenticationState = (typeof AUTHENTICATION_STATES)[number];

export function isAuthenticationState(value: unknown): value is AuthenticationState {
  return typeof value === 'string' && (AUTHENTICATION_STATES as readonly string[]).includes(value);
}
