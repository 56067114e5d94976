import { CookieConsentBanner } from './consent/CookieConsentBanner';
import { DashboardSwitch } from './dashboard/DashboardSwitch';
import { DebugPanel } from './debug/DebugPanel';
import { LogoutConfirmation } from './logout/LogoutConfirmation';
import { LoginModal } from './modal/LoginModal';
import { SessionKeeper } from './session/SessionKeeper';
import { StartupEffects } from './startup/StartupEffects';

/** What identity adds to every page: start-up effects (notif toast, query cleaning, action replay), the token refresh, the cookie consent banner, the login modal, the logout confirmation the dashboard switch prompt and, in debug mode, the debug panel. */
export function IdentityServices() {
  return (
    <>
      <SessionKeeper />
      <StartupEffects />
      <CookieConsentBanner />
      <LogoutConfirmation />
      <LoginModal />
      <DashboardSwitch />
      <DebugPanel />
    </>
  );
}
