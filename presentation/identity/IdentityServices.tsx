import { CookieConsentBanner } from './consent/CookieConsentBanner';
import { LogoutConfirmation } from './logout/LogoutConfirmation';
import { SessionKeeper } from './session/SessionKeeper';

/** What identity adds to every page: the token refresh, the cookie consent banner and the logout confirmation. */
export function IdentityServices() {
  return (
    <>
      <SessionKeeper />
      <CookieConsentBanner />
      <LogoutConfirmation />
    </>
  );
}
