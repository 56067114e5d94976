import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { scenarioPage, serverUrl } from '../../support/scenarioAccess';
import type { PortalWorld } from '../../support/world';

const STEP = { timeout: 180_000 };
const SEARCH = '/switzerland/buy';

interface SharedPageUi {
  sharedHtml?: string;
}

declare module '../../support/world' {
  interface ScenarioState {
    sharedPageUi: SharedPageUi;
    heldPersonalPart: HeldPersonalPart;
  }
}

const state = (world: PortalWorld) => world.slice('sharedPageUi', () => ({}));

When('a cache in front answers their search page with the shared copy', STEP, async function (this: PortalWorld) {
  const page = scenarioPage(this);
  const url = `${serverUrl(this)}${SEARCH}`;
  // What a CDN keyed without cookies would hold: the page as an anonymous visitor gets it.
  const shared = await fetch(url, { headers: { accept: 'text/html', 'accept-language': 'en' } });
  const html = await shared.text();
  state(this).sharedHtml = html;
  await page.route(url, (route) =>
    route.fulfill({
      status: shared.status,
      headers: {
        'content-type': shared.headers.get('content-type') ?? 'text/html',
        'content-security-policy': shared.headers.get('content-security-policy') ?? '',
      },
      body: html,
    }),
  );
  await page.goto(url);
});

Then('the shared copy they were given offers to log in', function (this: PortalWorld) {
  const html = state(this).sharedHtml ?? '';
  assert.match(html, /<form [^>]*action="\/auth\/login" method="get"/);
  assert.doesNotMatch(html, /aria-haspopup="dialog"[^>]*aria-label="Account menu"|Sara Shared/);
});

Then(
  'once the page has hydrated the header shows their account menu instead',
  STEP,
  async function (this: PortalWorld) {
    const header = scenarioPage(this).locator('header').first();
    await header.getByRole('button', { name: 'Account menu' }).waitFor({ timeout: 30_000 });
    assert.equal(await header.locator('form[action="/auth/login"]').count(), 0);
  },
);

interface HeldPersonalPart {
  release?: () => void;
  cacheControl?: string | null;
  pageCache?: string | null;
  /** Where the bars' parts were while the personal part was held back. */
  before?: string[];
}

const held = (world: PortalWorld) => world.slice('heldPersonalPart', () => ({}) as HeldPersonalPart);

When('they open the search page while their personal part is held back', STEP, async function (this: PortalWorld) {
  await openSearchHoldingPersonalPart(this);
});

When(
  'they open the search page {int} px wide while their personal part is held back',
  STEP,
  async function (this: PortalWorld, width: number) {
    await scenarioPage(this).setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await openSearchHoldingPersonalPart(this);
    held(this).before = await barPlaces(this);
  },
);

When('their personal part arrives', STEP, async function (this: PortalWorld) {
  held(this).release?.();
  const page = scenarioPage(this);
  // Either form of the account entry: the header's menu (tablets and up) or the bar's Profile link (phones).
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-signed-in'), undefined, {
    timeout: 30_000,
  });
  await page.locator('a[href$="/settings/profile"], header button[aria-haspopup]').first().waitFor({ timeout: 30_000 });
});

Then('the header and the mobile bar are where they were', STEP, async function (this: PortalWorld) {
  const after = await barPlaces(this);
  const before = held(this).before ?? [];
  assert.ok(before.length > 1, 'the header and the bar were measured before the personal part came');
  assert.deepEqual(after, before);
});

/**
 * Where each part of the top bar and the mobile bar is, rounded to the pixel. The account entry
 * itself changes (the Log in form gives way to the menu): what must not move is everything around it.
 */
async function barPlaces(world: PortalWorld): Promise<string[]> {
  return scenarioPage(world).evaluate(() =>
    [...document.querySelectorAll('header form:not([action="/auth/login"]), header nav a, nav[aria-label] li')]
      .map((element) => element.getBoundingClientRect())
      .filter((rect) => rect.width > 0)
      .map(
        (rect) =>
          `${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}x${Math.round(rect.height)}`,
      ),
  );
}

async function openSearchHoldingPersonalPart(world: PortalWorld): Promise<void> {
  const page = scenarioPage(world);
  const url = `${serverUrl(world)}${SEARCH}`;
  // The node's cache holds the page (an anonymous visitor asked first).
  await fetch(url, { headers: { accept: 'text/html', 'accept-language': 'en' } }).then((r) => r.text());
  const gate = new Promise<void>((resolve) => {
    held(world).release = resolve;
  });
  await page.route('**/svc/portal/visitor*', async (route) => {
    await gate;
    await route.continue();
  });
  const response = await page.goto(url);
  held(world).cacheControl = response?.headers()['cache-control'] ?? null;
  held(world).pageCache = response?.headers()['x-page-cache'] ?? null;
}

Then('the page they were given is the shared page, answered privately', function (this: PortalWorld) {
  assert.equal(held(this).cacheControl, 'private, no-cache');
  assert.equal(held(this).pageCache, 'hit');
});

Then('the header keeps the place of the Log in button empty', STEP, async function (this: PortalWorld) {
  const page = scenarioPage(this);
  assert.equal(await page.locator('html').getAttribute('data-signed-in'), '');
  const logIn = page.locator('header form[action="/auth/login"] button').first();
  assert.equal(await logIn.count(), 1);
  assert.equal(await logIn.evaluate((element) => getComputedStyle(element).visibility), 'hidden');
});

Then(
  'once their personal part arrives the header shows their account menu instead',
  STEP,
  async function (this: PortalWorld) {
    held(this).release?.();
    const page = scenarioPage(this);
    const header = page.locator('header').first();
    await header.getByRole('button', { name: 'Account menu' }).waitFor({ timeout: 30_000 });
    assert.equal(await header.locator('a[href="/login"]').count(), 0);
    assert.equal(await page.locator('html').getAttribute('data-signed-in'), null);
  },
);
