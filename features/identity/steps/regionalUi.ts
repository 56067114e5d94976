import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { personalPartSettled } from '#features/support/personalPart';
import type { PortalWorld } from '#features/support/world';

/**
 * Browser helpers of regional_and_debug_ui.feature: where the scenario's portal is, the page,
 * cookies and token claims, waiting for React to take over, axe and screenshots.
 */
export const STEP = { timeout: 180_000 };
const SCREENSHOTS = path.resolve('docs/screenshots');

import { scenarioPage as pageOf, serverUrl as baseOf } from '#features/support/scenarioAccess';
import { keepScreenshot } from '#features/support/keepScreenshot';

export { baseOf, pageOf };

export const contextOf = (world: PortalWorld): BrowserContext => pageOf(world).context();

export async function cookieOf(world: PortalWorld, name: string): Promise<string | undefined> {
  return (await contextOf(world).cookies(baseOf(world))).find((candidate) => candidate.name === name)?.value;
}

export async function claimsOf(world: PortalWorld): Promise<Record<string, unknown>> {
  const token = await cookieOf(world, 'token');
  assert.ok(token, 'the browser holds a token cookie');
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The browser's own profile, from its profile cookie (<id>.<secret>). */
export async function ownProfileId(world: PortalWorld): Promise<number> {
  const cookie = await cookieOf(world, 'profile');
  assert.match(cookie ?? '', /^\d+\./, 'the browser holds a profile cookie');
  return Number(cookie?.split('.')[0]);
}

/** What the server handed the page (Vike's serialised pageContext): the request context among it. */
export async function servedPageContext(page: Page): Promise<{
  requestContext: Record<string, unknown> & { portal: { id: string; featureFlags: Record<string, boolean> } };
}> {
  const text = await page.locator('script#vike_pageContext').first().textContent();
  assert.ok(text, 'the page carries its serialised pageContext');
  return JSON.parse(text);
}

/**
 * Clicks until the page reacts: before hydration a React handler does nothing, so pressing until
 * the expected change proves React took over (as the listing steps do).
 */
export async function clickUntil(page: Page, target: Locator, done: () => Promise<boolean>): Promise<void> {
  await page.waitForLoadState('load');
  for (let attempt = 0; attempt < 60; attempt += 1) {
    if (await done()) return;
    // The last press may have worked after the last look: the target then leaves (or is animating out),
    // and a click with the default time-out would wait 30 s for it and fail the step.
    await target.click({ timeout: 5_000 }).catch(() => undefined);
    for (let wait = 0; wait < 4; wait += 1) {
      if (await done()) return;
      await page.waitForTimeout(250);
    }
  }
  throw new Error('the page never reacted to the click');
}

export { seriousAccessibilityProblems } from '#features/support/accessibility';

/** docs/screenshots/<name>.png at a width, the viewport restored afterwards. */
export async function screenshot(page: Page, name: string, width: number, fullPage: boolean): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await personalPartSettled(page);
  const before = page.viewportSize();
  await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
  await page.waitForTimeout(300);
  await keepScreenshot(page, { path: path.join(SCREENSHOTS, `${name}.png`), fullPage });
  if (before) await page.setViewportSize(before);
}

/**
 * The consent banner covers the bottom of the page on a first visit; screenshots show the page without it.
 * It comes with the visitor's part: looked for before that, it is not there yet and appears later.
 */
export async function acceptCookiesIfAsked(page: Page): Promise<void> {
  await personalPartSettled(page);
  const banner = page.locator('[data-testid=cookie-consent]');
  if ((await banner.count()) === 0) return;
  await clickUntil(page, banner.locator('button').last(), async () => (await banner.count()) === 0);
}

/** Toasts float over the page: closed before a screenshot that documents the page itself. */
export async function closeToasts(page: Page): Promise<void> {
  const toasts = page.locator('ol[aria-live=polite] > li');
  for (let attempt = 0; (await toasts.count()) > 0; attempt += 1) {
    if (attempt === 20) throw new Error('a toast would not close');
    // A toast also closes itself after a while: the one counted may be gone before its button is clicked.
    await toasts
      .first()
      .locator('button')
      .click({ timeout: 2000 })
      .catch(() => undefined);
    await page.waitForTimeout(700);
  }
}
