import { AfterAll, BeforeAll } from '@cucumber/cucumber';
import { type PortalProcess, startPortalProcess } from '#test/harness/servers/portalProcess';
import { provideServer } from './attachments';

/**
 * One production portal for the whole run (@server and @ui scenarios share it): the built app
 * (server/start.ts builds dist/ when stale) on a free port, over a throw-away DATA_DIR seeded
 * with DEMO_LISTINGS=1500. Started before the first scenario because a build plus a seed takes
 * longer than a scenario hook may wait on a loaded machine. Map tiles are switched off so the
 * run needs no network: the map then shows its marker on a plain background, as offline.
 */
const START_TIMEOUT_MS = 15 * 60_000;
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
let portal: Promise<PortalProcess> | undefined;

function tagged(): boolean {
  // Only a run that will meet @server or @ui scenarios pays for a server (`npm run test:specs` excludes @ui).
  const args = process.argv.join(' ');
  return !/not @ui/.test(args) || /@server/.test(args);
}

BeforeAll({ timeout: START_TIMEOUT_MS }, async function () {
  if (!tagged()) return;
  portal = startPortalProcess({
    mode: 'production',
    demoListings: DEMO_LISTINGS,
    env: PORTAL_ENV,
    startTimeoutMs: START_TIMEOUT_MS,
  });
  await portal;
});

AfterAll({ timeout: 60_000 }, async function () {
  await (await portal?.catch(() => undefined))?.stop();
});

provideServer(async () => {
  portal ??= startPortalProcess({
    mode: 'production',
    demoListings: DEMO_LISTINGS,
    env: PORTAL_ENV,
    startTimeoutMs: START_TIMEOUT_MS,
  });
  return { baseUrl: (await portal).url };
});
