import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '#infrastructure/demo/accounts/demoSignIns';
import { personalPartSettled } from '#features/support/personalPart';
import { scenarioPage, serverUrl } from '#features/support/scenarioAccess';
import type { PortalWorld } from '#features/support/world';

/** Browser steps on a loaded CI machine take seconds, not Cucumber's default 5 s. */
const STEP = { timeout: 180_000 };
/** The portal's configured dashboard (config/portals.ts, international portal). */
const DASHBOARD_LOGIN = 'https://dashboard.homefinder.example/login';
/** A page whose save button is enabled only once React has hydrated it, so every page effect has run. */
const LANDING = '/settings/profile';
const HYDRATED = '[data-testid=profile-form] button[type=submit]:enabled';
/** Hydration on a CI machine shared with other runs can take far longer than playwright's 30 s default. */
const SLOW = { timeout: 120_000 };

const base = serverUrl;
const page = scenarioPage;
const popover = (p: Page) => p.locator('[data-testid=dashboard-switch]');
const modal = (p: Page) => p.getByRole('dialog', { name: 'Switch to your agent dashboard' });

Given(
  'the demo agent {string} has logged in on a screen {int} px wide',
  STEP,
  async function (this: PortalWorld, email: string, width: number) {
    const p = page(this);
    // The prompt picks popover or modal from the width when it mounts: the screen is set first.
    await p.setViewportSize({ width, height: width < 1024 ? 844 : 900 });
    await p.goto(`${base(this)}/?c=en`);
    await p.goto(`${base(this)}/auth/login?view=login&callbackUrl=${encodeURIComponent(LANDING)}`);
    await p.locator('[data-testid=login-form] button[type=submit]:enabled').waitFor(SLOW);
    await p.fill('[data-testid=login-form] input[name=email]', email);
    await p.fill('[data-testid=login-form] input[name=password]', DEMO_PASSWORD);
    await p.locator('[data-testid=login-form] button[type=submit]').click();
    await p.waitForURL((url) => url.pathname === LANDING, SLOW);
    await p.locator(HYDRATED).waitFor(SLOW);
  },
);

/**
 * The navigation's link: the header's on a desktop, the bottom bar's on a phone (the other one is
 * display:none, so out of the accessibility tree). Exact: the footer's "Agent dashboard" (for
 * every visitor) is another link.
 */
const agentDashboardLink = (p: Page) => p.getByRole('link', { name: 'Agent Dashboard', exact: true }).first();

/** The dashboard is not part of the test: its login page answers from here. */
const stubDashboard = (p: Page) =>
  p.route(`${DASHBOARD_LOGIN}**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Agent dashboard</title><h1>Agent dashboard</h1>',
    }),
  );

Then('they see the Agent Dashboard link', STEP, async function (this: PortalWorld) {
  await agentDashboardLink(page(this)).waitFor({ state: 'visible' });
});

Then('the footer still links them to the Agent dashboard', STEP, async function (this: PortalWorld) {
  const footer = page(this).getByRole('contentinfo');
  await footer.getByRole('link', { name: /^Agent dashboard/ }).waitFor({ state: 'attached' });
});

Then('the switch-to-dashboard prompt shows as a popover', STEP, async function (this: PortalWorld) {
  const p = page(this);
  await popover(p).waitFor({ state: 'visible', ...SLOW });
  assert.equal(await modal(p).count(), 0, 'no modal on a desktop screen');
});

Then('the switch-to-dashboard prompt shows as a modal', STEP, async function (this: PortalWorld) {
  const p = page(this);
  await modal(p).waitFor({ state: 'visible', ...SLOW });
  assert.equal(await popover(p).count(), 0, 'no popover on a small screen');
});

Then("the prompt leaves the page's title in sight", STEP, async function (this: PortalWorld) {
  const p = page(this);
  // The sheet's rising animation done: its box is where it stays.
  await modal(p).evaluate((sheet) =>
    Promise.all(sheet.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  const sheet = await modal(p).boundingBox();
  const title = await p.locator('main h1').first().boundingBox();
  assert.ok(sheet && title, 'the sheet or the page title is not on screen');
  assert.ok(
    title.y + title.height <= sheet.y,
    `the sheet (top ${sheet.y}) covers the title (bottom ${title.y + title.height})`,
  );
});

When('they go on to their favourites without answering it', STEP, async function (this: PortalWorld) {
  const p = page(this);
  await p.goto(`${base(this)}/favorites`);
  // Every page effect has run once the personal part is shown (docs/pages.md §2).
  await personalPartSettled(p);
  await p.waitForTimeout(2000);
});

Then('the switch-to-dashboard prompt is not offered there', STEP, async function (this: PortalWorld) {
  const p = page(this);
  assert.equal(await popover(p).count(), 0, 'the popover is offered again');
  assert.equal(await modal(p).count(), 0, 'the modal is offered again');
  // Not dismissed: another visit offers it again (document 000 §4 remembers a dismissal only).
  const remembered = await p.evaluate(() => window.localStorage.getItem('ps4:user-data'));
  assert.doesNotMatch(remembered ?? '', /"dismissed":true/);
});

When('they dismiss the switch-to-dashboard prompt', STEP, async function (this: PortalWorld) {
  const p = page(this);
  const prompt = (await modal(p).count()) > 0 ? modal(p) : popover(p);
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await prompt.waitFor({ state: 'hidden' });
});

When('they reload the page', STEP, async function (this: PortalWorld) {
  await page(this).reload();
  await page(this).locator(HYDRATED).waitFor(SLOW);
});

Then('the switch-to-dashboard prompt does not show', STEP, async function (this: PortalWorld) {
  const p = page(this);
  assert.equal(await popover(p).count(), 0, 'no popover after the dismissal');
  assert.equal(await modal(p).count(), 0, 'no modal after the dismissal');
  const remembered = await p.evaluate(() => window.localStorage.getItem('ps4:user-data'));
  assert.match(remembered ?? '', /"switchToDashboard":\{"dismissed":true\}/);
});

Given('the switch code service fails', async function (this: PortalWorld) {
  // The accounts service answers no code (a 503 with no body), as when it is down.
  await page(this).route('**/svc/accounts/api/users/clientswitchCode**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
  );
});

When('they switch to the dashboard', STEP, async function (this: PortalWorld) {
  const p = page(this);
  await stubDashboard(p);
  await popover(p).getByRole('button', { name: 'Go to dashboard' }).click();
});

When('they switch to the dashboard from the Agent Dashboard link', STEP, async function (this: PortalWorld) {
  const p = page(this);
  await stubDashboard(p);
  await agentDashboardLink(p).click();
});

When('they open the Agent Dashboard link from the keyboard', STEP, async function (this: PortalWorld) {
  const p = page(this);
  await stubDashboard(p);
  const link = agentDashboardLink(p);
  // From the top of the page (the skip link comes first), Tab until the link has focus, then Enter.
  await p.locator('a[href="#main"]').focus();
  for (let press = 0; press < 40; press += 1) {
    await p.keyboard.press('Tab');
    if (await link.evaluate((element) => element === document.activeElement)) {
      await p.keyboard.press('Enter');
      return;
    }
  }
  assert.fail('Tab never reached the Agent Dashboard link');
});

Then(
  "the browser is at the dashboard's login with a switch code for the client {string}",
  STEP,
  async function (this: PortalWorld, clientId: string) {
    const p = page(this);
    await p.waitForURL((url) => url.href.startsWith(DASHBOARD_LOGIN), SLOW);
    const url = new URL(p.url());
    assert.match(url.searchParams.get('code') ?? '', /^\S{16,}$/, 'a switch code travels along');
    assert.equal(url.searchParams.get('client_id'), clientId);
    assert.equal(url.searchParams.get('redirect_uri'), 'https://dashboard.homefinder.example/callback');
  },
);

Then('they are told {string}', STEP, async function (this: PortalWorld, text: string) {
  await page(this)
    .getByText(text, { exact: true })
    .waitFor({ state: 'visible', ...SLOW });
});

Then('they are still on the portal', async function (this: PortalWorld) {
  assert.equal(new URL(page(this).url()).origin, new URL(base(this)).origin);
});

When('they open the account menu', STEP, async function (this: PortalWorld) {
  await page(this).getByRole('button', { name: 'Account menu' }).click();
});

Then('Profile, Settings and Log out can be clicked while the prompt shows', STEP, async function (this: PortalWorld) {
  const p = page(this);
  await popover(p).waitFor({ state: 'visible' });
  const menu = p.getByRole('dialog', { name: 'Account menu' });
  // A trial click waits until nothing else would receive the click: it fails while the prompt covers the item.
  for (const item of [
    menu.getByRole('link', { name: 'Profile', exact: true }),
    menu.getByRole('link', { name: 'Settings', exact: true }),
    menu.getByTestId('logout'),
  ])
    await item.click({ trial: true, timeout: 5_000 });
});
