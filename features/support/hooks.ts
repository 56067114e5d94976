import { After, Before } from '@cucumber/cucumber';
import { attachBrowser, attachServer } from './attachments';
import type { PortalWorld } from './world';

/**
 * Tags decide what a scenario runs against. Untagged scenarios call the domain and the
 * application in process (milliseconds); @server gets a running portal; @ui gets a running
 * portal and a browser and runs only under `npm run test:e2e`.
 */
// A first start builds dist/ and seeds the demo data: on two busy cores that passed a minute.
const STARTUP_TIMEOUT_MS = 180_000;

Before({ tags: '@server or @ui', timeout: STARTUP_TIMEOUT_MS }, async function (this: PortalWorld) {
  this.server = await attachServer(this);
});

Before({ tags: '@ui', timeout: STARTUP_TIMEOUT_MS }, async function (this: PortalWorld) {
  this.browser = await attachBrowser(this);
});

// A scenario's clean-up stops what it started (job runners, a push service, an in-process portal's
// database): on two busy cores that passed cucumber's 5 s default (the push alerts' scenario in CI).
const CLEANUP_TIMEOUT_MS = 60_000;

After({ timeout: CLEANUP_TIMEOUT_MS }, async function (this: PortalWorld) {
  await this.cleanUp();
});
