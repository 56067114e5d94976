import { SIGNED_IN_MARKER } from '#domain/identity/SignedInMarker';

/** The portal's own client at the identity provider (confidential, PKCE required). */
export const PORTAL_CLIENT_ID = 'portal';
/** The scope of our API access tokens. */
export const API_SCOPE = 'api';
/** A guest's token: the profile proves itself with the secret of its profile cookie. */
export const PROFILE_GRANT = 'urn:homefinder:params:oauth:grant-type:profile';
/** Where the provider lives; its endpoints are under /connect (document 000 §7: /connect/token, /connect/revocation). */
export const IDENTITY_PREFIX = '/svc/identity';

/** Cookie names (document 000 §7: token, refreshToken, profile) and ours. */
export const COOKIES = {
  token: 'token',
  refreshToken: 'refreshToken',
  profile: 'profile',
  csrf: 'csrf',
  /** The portal's half of an authorization request (state, PKCE verifier, where to return). */
  authFlow: 'auth_flow',
  /** A social login's upstream state, nonce and PKCE verifier. */
  socialFlow: 'social_flow',
  notif: 'notif',
  /** Marks of the accounts this browser signed in to (docs/security.md "Login protection"). */
  knownLogins: 'known_logins',
  /** Readable by the page's script: "this browser has an account session" (SignedInMarker). */
  signedIn: SIGNED_IN_MARKER.cookie,
} as const;

export const CSRF_HEADER = 'x-csrf-token';
