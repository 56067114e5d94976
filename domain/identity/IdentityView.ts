import type { AccountRoleGrant } from './AccountRoles';
import type { AuthenticationState } from './AuthenticationState';
import type { CookieNotification } from './NotifCookie';

/**
 * What the page knows about the visitor's identity, rendered on the server and handed to the
 * browser once. Never holds a token: those stay in HttpOnly cookies.
 */
export interface IdentityView {
  /** null for crawlers (no profile, no token). */
  state: AuthenticationState | null;
  userId: number | null;
  profileId: number | null;
  /** Expiry (epoch seconds) of the access token in the token cookie: the browser refreshes before it. */
  expiresAt: number | null;
  /** Echoed in the x-csrf-token header of every state-changing call. */
  csrfToken: string;
  fullName: string | null;
  /** The profile has cookiesConsent: the consent banner stays away (document 000 §4). */
  hasCookiesConsent: boolean;
  /** The visitor's performance-cookies choice (document 000 §4 consent); null or absent until they chose. */
  performanceCookies?: boolean | null;
  accountsRoles: AccountRoleGrant[];
  /** A notification left in the notif cookie for this page (read and cleared on the server). */
  notification?: CookieNotification;
}
