import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { TrackingAction } from '#domain/tracking/TrackingEvent';
import { personalPartSettled } from '#features/support/personalPart';
import { scenarioPage, serverUrl } from '#features/support/scenarioAccess';
import type { PortalWorld } from '#features/support/world';
import { BATCH_DELAY_MS } from '#presentation/tracking/beaconTracker';
import { theListing } from '#features/listings/steps/ListingPageUi';

/** Browser steps on a loaded CI machine take seconds, not Cucumber's default 5 s. */
const STEP = { timeout: 180_000 };

declare module '../../support/world' {
  interface ScenarioState {
    /** The bodies of the tracking posts (POST /svc/events/track) the browser sent. */
    trackingUi: { posts: string[] };
  }
}

const posts = (world: PortalWorld) => world.slice('trackingUi', () => ({ posts: [] })).posts;

Given('the tracking posts of the page are watched', function (this: PortalWorld) {
  const seen = posts(this);
  const page = scenarioPage(this);
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/svc/events/track')) seen.push(request.postData() ?? '');
  });
  // Chromium hands a beacon's body to page.on('request') only while the request is intercepted: a
  // pass-through route makes it so (the request goes on unchanged).
  return page.route('**/svc/events/track', (route) => route.continue());
});

When('they favourite the listing from its page', STEP, async function (this: PortalWorld) {
  const page = scenarioPage(this);
  // The heart acts for the signed-in visitor once their part of the shared page has arrived.
  await personalPartSettled(page);
  const heart = page.locator('h1 ~ [data-testid="favorite-button"]').first();
  await heart.click();
  await page.locator('h1 ~ [data-testid="favorite-button"][aria-pressed=true]').first().waitFor();
});

When('they leave the page', STEP, async function (this: PortalWorld) {
  const page = scenarioPage(this);
  // The batch leaves on its own after its delay; a page hide would send what is left, but a beacon
  // sent while the page unloads is not always shown to the page's observers.
  await page.waitForTimeout(BATCH_DELAY_MS + 1_000);
  await page.goto(`${serverUrl(this)}/cookies-policy`);
  await page.waitForLoadState('networkidle');
});

Then("a {string} action was posted with the listing's id", STEP, async function (this: PortalWorld, name: string) {
  const listingId = theListing(this).id;
  const actions = posts(this).flatMap((body) => (JSON.parse(body) as { actions: TrackingAction[] }).actions);
  const posted = actions.filter((action) => action.action === name);
  assert.ok(posted.length > 0, `no ${name} action among ${actions.map((action) => action.action).join(', ')}`);
  assert.deepEqual(
    posted.map((action) => action.listingId),
    [listingId],
    `the ${name} action names listing ${posted.map((action) => action.listingId).join(', ')}, not ${listingId}`,
  );
});
