import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import { usePageContext } from 'vike-react/usePageContext';
import { usePersonalPageContext } from '#presentation/shared/personal/usePersonalPageContext';
import { CookieConsentBanner } from './consent/CookieConsentBanner';
import { DashboardSwitch } from './dashboard/DashboardSwitch';
import { LogoutConfirmation } from './logout/LogoutConfirmation';
import { useModals } from '#presentation/shared/modal/useModals';
import { SessionKeeper } from './session/SessionKeeper';
import { StartupEffects } from './startup/StartupEffects';
import { applyTrackingConsent } from '#presentation/tracking';

// Loaded when first shown, not with every page: the login modal when something opens it, the
// debug panel in debug mode only (a developer's tool, fixed over the page, so it shifts nothing).
const LoginModal = lazy(() => import('./modal/LoginModal').then((module) => ({ default: module.LoginModal })));
const DebugPanel = lazy(() => import('./debug/DebugPanel').then((module) => ({ default: module.DebugPanel })));

/** What identity adds to every page: start-up effects (notif toast, query cleaning, action replay), the token refresh, the cookie consent banner, the login modal, the logout confirmation the dashboard switch prompt and, in debug mode, the debug panel. */
export function IdentityServices() {
  return (
    <>
      <SessionKeeper />
      <StartupEffects />
      <TrackingConsent />
      <CookieConsentBanner />
      <LogoutConfirmation />
      <LoginModalWhenOpened />
      <DashboardSwitch />
      <DebugPanelInDebugMode />
    </>
  );
}

/**
 * The visitor's performance-cookies choice reaches the tracker as soon as the page knows it. On a
 * shared page their part comes after hydration: until then the choice is unknown (undefined) and the
 * tracker holds what the page tracked, so a visitor who declined is not posted while it loads.
 */
function TrackingConsent() {
  const { identity, personalAfterHydration } = usePersonalPageContext();
  const choice = personalAfterHydration && !identity ? undefined : (identity?.performanceCookies ?? null);
  useEffect(() => applyTrackingConsent(choice), [choice]);
  return null;
}

const LoginModalWhenOpened = observer(function LoginModalWhenOpened() {
  const modals = useModals();
  if (!modals.login.request) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
});

/** After hydration, so the server's HTML and the first browser render agree while its code loads. */
function DebugPanelInDebugMode() {
  const { requestContext } = usePageContext();
  const hydrated = useHydrated();
  if (!requestContext.debug || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <DebugPanel />
    </Suspense>
  );
}
