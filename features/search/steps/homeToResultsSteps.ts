import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { getMessages } from '#config/i18n';
import type { PortalWorld } from '#features/support/world';
import { portalUrl, searchBrowser, searchPageUi, shownTotal, waitForNewResults } from './SearchPageUi';

const STEP_TIMEOUT = 180_000;
const cultures = new WeakMap<PortalWorld, string>();

When(
  "a visitor reading {string} searches {string} to {string} from the home page's search box",
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld, culture: string, place: string, transaction: string) {
    const page = searchBrowser(this);
    await page.setViewportSize({ width: 1280, height: 900 });
    cultures.set(this, culture);
    await page.goto(`${portalUrl(this)}/?c=${culture}`, { waitUntil: 'load' });
    assert.equal(await page.locator('html').getAttribute('lang'), culture);
    // As a visitor would, they answer the cookie banner first (it covers the bottom of the map).
    const banner = page.getByTestId('cookie-consent');
    await banner.getByRole('button', { name: getMessages(culture)['Shell.CookieConsent.AcceptAll'] }).click();
    await banner.waitFor({ state: 'hidden' });
    // The form's answer names today's best match for the text: a temporary redirect, never cached for good.
    const answer = await fetch(
      `${portalUrl(this)}/search?q=${encodeURIComponent(place)}&tt=${transaction}&c=${culture}`,
      { redirect: 'manual', headers: { Accept: 'text/html' } },
    );
    assert.equal(answer.status, 302);
    const form = page.locator('main form[role="search"]');
    await form.locator(`input[name="tt"][value="${transaction}"]`).check({ force: true });
    await form.locator('input[name="q"]').fill(place);
    await form.locator('input[name="q"]').press('Enter');
    await page.getByTestId('search-page').waitFor({ timeout: STEP_TIMEOUT });
    // Hydrated once the view-model stamped the history entry with its search.
    await page.waitForFunction(
      () => Boolean((window.history.state as { hfSearch?: unknown } | null)?.hfSearch),
      undefined,
      { timeout: STEP_TIMEOUT },
    );
    searchPageUi(this).total = await shownTotal(page);
  },
);

Then('they land on the results at {string}', function (this: PortalWorld, address: string) {
  const url = new URL(searchBrowser(this).url());
  assert.equal(url.pathname, address);
});

When(
  'they ask the filters for at least {int} rooms',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld, rooms: number) {
    const page = searchBrowser(this);
    const before = await shownTotal(page);
    searchPageUi(this).total = before;
    // By field name: the group's label is in the visitor's language.
    await page.getByTestId('filters-panel').locator('select[name="roomsMin"]').selectOption(String(rooms));
    await page.waitForFunction((wanted) => window.location.pathname.includes(wanted), `${rooms}p-`, {
      timeout: 60_000,
    });
    await waitForNewResults(page, { total: before });
  },
);

Then(
  'the count they see is the count the server renders for the address',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const page = searchBrowser(this);
    const shown = await shownTotal(page);
    // The same address rendered by the server for this visitor (their cookies, so a stored search is theirs).
    const html = await page.evaluate(() =>
      fetch(window.location.href, { headers: { Accept: 'text/html' } }).then((response) => response.text()),
    );
    const tag = /<[^>]*data-testid="search-total"[^>]*>/.exec(html)?.[0] ?? '';
    const rendered = Number(/data-total="(\d+)"/.exec(tag)?.[1]);
    assert.ok(Number.isInteger(rendered), 'the server rendered no result count');
    assert.equal(
      shown,
      rendered,
      `the browser shows ${shown} results, the server renders ${rendered} for ${page.url()}`,
    );
    assert.ok(shown > 0, 'an empty result proves nothing about counts');
  },
);

When(
  'they choose to draw on the map from the banner and read how in their language',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const page = searchBrowser(this);
    await page.getByTestId('draw-banner-button').click();
    await page.locator('[data-testid="leaflet-map"][data-ready="true"]').waitFor({ timeout: STEP_TIMEOUT });
    const hint = getMessages(cultures.get(this) ?? 'en')['Search.Map.DrawHint'];
    await page.getByRole('status').filter({ hasText: hint }).waitFor({ timeout: 30_000 });
  },
);

When(
  'they draw an area on the map and the search inside it is stored',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const page = searchBrowser(this);
    searchPageUi(this).total = await shownTotal(page);
    const box = await page.getByTestId('leaflet-map').boundingBox();
    assert.ok(box);
    const at = (fx: number, fy: number) => ({ x: box.x + box.width * fx, y: box.y + box.height * fy });
    // Wide of the middle (the map opens on the results' bounds), clear of the zoom buttons and the hint.
    const corners = [at(0.2, 0.2), at(0.8, 0.2), at(0.8, 0.8), at(0.2, 0.8)];
    for (const corner of corners) {
      await page.mouse.click(corner.x, corner.y);
      await page.waitForTimeout(150);
    }
    await page.mouse.click(corners[0].x, corners[0].y);
    // A drawn area lives in the stored search, so the address gains its id once the search ran.
    await page.waitForFunction(
      () =>
        /[?&]searchId=\d+/.test(window.location.search) &&
        !document.querySelector('[data-testid="search-results"][data-loading]'),
      undefined,
      { timeout: 60_000 },
    );
  },
);

Then('there are no more results than before', async function (this: PortalWorld) {
  const now = await shownTotal(searchBrowser(this));
  const before = searchPageUi(this).total ?? Number.POSITIVE_INFINITY;
  assert.ok(now <= before, `${now} results now, ${before} before`);
});
