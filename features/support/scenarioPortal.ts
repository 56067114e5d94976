import { type PortalProcess, startPortalProcess } from '#test/harness/servers/portalProcess';

/**
 * The production portal the @server and @ui scenarios run against: the built app (server/start.ts
 * builds dist/ when stale) on a free port, over a throw-away DATA_DIR seeded with DEMO_LISTINGS.
 * Map tiles are switched off so the run needs no network: the map then shows its marker on a plain
 * background, as offline. Started either by features/support/server.ts (one per cucumber process)
 * or once by the test runner (test/runner/runTests.ts), which hands its URL to every cucumber
 * worker as the world parameter `baseUrl`.
 */
export const START_TIMEOUT_MS = 15 * 60_000;
/**
 * 1,500 listings: the valuation model fits a country from 30 sale listings up, and 500 held only
 * 15 in CH (the CH valuation scenarios were refused as invalid).
 */
const DEMO_LISTINGS = 1500;
/** One valuation per profile an hour: a visitor's second valuation is the rate-limited one (features/valuation/wizard_ui.feature). */
const PORTAL_ENV = {
  MAP_TILE_URL: '',
  IDENTITY_MAIL_VIEWER: 'true',
  IDENTITY_ACCESS_TOKEN_TTL: '30',
  VALUATION_LIMIT_PER_PROFILE: '1',
};

export function startScenarioPortal(): Promise<PortalProcess> {
  return startPortalProcess({
    mode: 'production',
    demoListings: DEMO_LISTINGS,
    env: PORTAL_ENV,
    startTimeoutMs: START_TIMEOUT_MS,
  });
}
