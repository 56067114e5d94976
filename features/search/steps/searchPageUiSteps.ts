import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Then, When } from '@cucumber/cucumber';
import type { PortalWorld } from '#features/support/world';
import { cardIds, portalUrl, searchBrowser, searchPageUi, shownTotal, waitForNewResults } from './SearchPageUi';
import { personalPartSettled } from '#features/support/personalPart';
import { keepScreenshot } from '#features/support/keepScreenshot';

const LOAD_TIMEOUT = 120_000;
const STEP_TIMEOUT = 180_000;

When(
  'the visitor opens the search {string} on a {int} px wide screen',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld, url: string, width: number) {
    const page = searchBrowser(this);
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    const response = await page.goto(portalUrl(this) + url, { waitUntil: 'load', timeout: LOAD_TIMEOUT });
    assert.equal(response?.status(), 200);
    await page.getByTestId('search-page').waitFor({ timeout: LOAD_TIMEOUT });
    // Hydrated once the view-model stamped the history entry with its search.
    await page.waitForFunction(
      () => Boolean((window.history.state as { hfSearch?: unknown } | null)?.hfSearch),
      undefined,
      { timeout: LOAD_TIMEOUT },
    );
    searchPageUi(this).total = await shownTotal(page);
    searchPageUi(this).cardIds = await cardIds(page);
  },
);

Then(
  'they see {int} results of a longer list, rendered on the server',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld, count: number) {
    const page = searchBrowser(this);
    assert.equal((await cardIds(page)).length, count);
    assert.ok((searchPageUi(this).total ?? 0) > count, `the search has only ${searchPageUi(this).total} results`);
    const html = await (await fetch(page.url(), { headers: { 'Accept-Language': 'en' } })).text();
    assert.equal(html.match(/data-testid="result-card"/g)?.length, count);
  },
);

Then(
  'the draw-on-map banner stands at position {int} of the results',
  async function (this: PortalWorld, position: number) {
    const banner = searchBrowser(this).locator(
      `[data-testid="search-results"] > li:nth-child(${position}) [data-testid="draw-banner"]`,
    );
    assert.equal(await banner.count(), 1);
  },
);

When(
  'they go to page {int} of the results',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld, target: number) {
    const page = searchBrowser(this);
    const before = await cardIds(page);
    await page
      .getByTestId('pagination')
      .getByRole('link', { name: new RegExp(`\\b${target}\\b`) })
      .first()
      .click();
    await waitForNewResults(page, { ids: before });
  },
);

Then('the address bar shows {string} and other results', async function (this: PortalWorld, fragment: string) {
  const page = searchBrowser(this);
  assert.ok(page.url().includes(fragment), `${page.url()} lacks ${fragment}`);
  assert.notDeepEqual(await cardIds(page), searchPageUi(this).cardIds);
  searchPageUi(this).cardIds = await cardIds(page);
});

When(
  'they filter on a price of at most {int} and at least {int} rooms',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld, price: number, rooms: number) {
    const page = searchBrowser(this);
    const panel = page.getByTestId('filters-panel');
    const before = await shownTotal(page);
    searchPageUi(this).total = before;
    await panel.getByRole('group', { name: /Price/ }).getByLabel('Max').fill(String(price));
    await panel.getByRole('group', { name: 'Rooms' }).getByLabel('Min').selectOption(String(rooms));
    await page.waitForFunction((wanted) => window.location.href.includes(wanted), `price.max=${price}`, {
      timeout: 60_000,
    });
    await waitForNewResults(page, { total: before });
  },
);

Then('the address bar shows {string} and {string}', function (this: PortalWorld, first: string, second: string) {
  const url = decodeURIComponent(searchBrowser(this).url());
  assert.ok(url.includes(first) && url.includes(second), `${url} lacks ${first} or ${second}`);
});

Then('there are fewer results than before', async function (this: PortalWorld) {
  const now = await shownTotal(searchBrowser(this));
  const before = searchPageUi(this).total ?? Number.POSITIVE_INFINITY;
  assert.ok(now < before, `${now} results now, ${before} before`);
  searchPageUi(this).total = now;
});

When('they choose to draw on the map from the banner', { timeout: STEP_TIMEOUT }, async function (this: PortalWorld) {
  const page = searchBrowser(this);
  await page.getByTestId('draw-banner-button').click();
  await page.locator('[data-testid="leaflet-map"][data-ready="true"]').waitFor({ timeout: LOAD_TIMEOUT });
  await page.getByText(/Click to set each corner/).waitFor();
});

When('they draw an area around the middle of the map', { timeout: STEP_TIMEOUT }, async function (this: PortalWorld) {
  const page = searchBrowser(this);
  const before = await shownTotal(page);
  searchPageUi(this).total = before;
  const box = await page.getByTestId('leaflet-map').boundingBox();
  assert.ok(box);
  const at = (fx: number, fy: number) => ({ x: box.x + box.width * fx, y: box.y + box.height * fy });
  const corners = [at(0.3, 0.3), at(0.7, 0.3), at(0.7, 0.7), at(0.3, 0.7)];
  for (const corner of corners) {
    await page.mouse.click(corner.x, corner.y);
    await page.waitForTimeout(150);
  }
  await page.mouse.click(corners[0].x, corners[0].y);
  await waitForNewResults(page, { total: before });
});

Then('the address bar holds the id of the stored search', async function (this: PortalWorld) {
  const page = searchBrowser(this);
  await page.waitForFunction(() => /[?&]searchId=\d+/.test(window.location.search), undefined, { timeout: 30_000 });
});

When('they switch to the map', { timeout: STEP_TIMEOUT }, async function (this: PortalWorld) {
  await searchBrowser(this).getByTestId('toggle-view').click();
});

Then(
  'the map shows the results as markers on a plain background',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const page = searchBrowser(this);
    await page.locator('[data-testid="leaflet-map"][data-ready="true"]').waitFor({ timeout: LOAD_TIMEOUT });
    await page
      .locator('[data-testid="leaflet-map"] .hf-marker, [data-testid="leaflet-map"] .hf-cluster')
      .first()
      .waitFor({ timeout: 60_000 });
    assert.equal(
      await page.locator('[data-testid="leaflet-map"] .leaflet-tile').count(),
      0,
      'tiles were loaded although MAP_TILE_URL is empty',
    );
    assert.equal(await page.getByTestId('search-results').isVisible(), false);
  },
);

When('they switch back to the list', async function (this: PortalWorld) {
  await searchBrowser(this).getByTestId('toggle-view').click();
});

Then('they see the results again', async function (this: PortalWorld) {
  assert.ok(await searchBrowser(this).getByTestId('search-results').isVisible());
});

When(
  'they open the filters and ask for a price from {int} to {int}',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld, min: number, max: number) {
    const page = searchBrowser(this);
    await page.getByTestId('open-filters').click();
    const modal = page.getByTestId('filters-modal');
    await modal.waitFor();
    const price = modal.getByRole('group', { name: /Price/ });
    await price.getByLabel('Min').fill(String(min));
    await price.getByLabel('Max').fill(String(max));
    await page.getByTestId('apply-filters').click();
  },
);

Then('the filters say {string}', async function (this: PortalWorld, message: string) {
  await searchBrowser(this).getByTestId('filters-modal').getByText(message).waitFor({ timeout: 10_000 });
});

Then(
  "the server's HTML for {string} holds {int} results, a canonical link and {string}",
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld, url: string, count: number, robots: string) {
    const html = await (
      await fetch(portalUrl(this) + url, {
        headers: { 'Accept-Language': 'en', 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
      })
    ).text();
    assert.equal(html.match(/data-testid="result-card"/g)?.length, count);
    assert.match(html, /<link rel="canonical" href="[^"]+\/switzerland\/buy"/);
    assert.match(html, new RegExp(`<meta name="robots" content="${robots}"`));
    assert.match(html, /"@type":"ItemList"/);
  },
);

Then(
  "the server's HTML for {string} says {string}",
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld, url: string, robots: string) {
    const html = await (await fetch(portalUrl(this) + url, { headers: { 'Accept-Language': 'en' } })).text();
    assert.match(html, new RegExp(`<meta name="robots" content="${robots}"`));
  },
);

When(
  'the visitor opens the search address {string}',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld, url: string) {
    const response = await fetch(portalUrl(this) + url, { headers: { 'Accept-Language': 'en' }, redirect: 'manual' });
    searchPageUi(this).response = {
      status: response.status,
      location: response.headers.get('location'),
      html: await response.text(),
    };
  },
);

Then('the search answer is {string}', function (this: PortalWorld, status: string) {
  assert.equal(searchPageUi(this).response?.status, Number(status));
});

Then('the search answer is {string} to {string}', function (this: PortalWorld, status: string, location: string) {
  const { response } = searchPageUi(this);
  assert.equal(response?.status, Number(status));
  assert.equal(response?.location, location);
});

Then(
  'a screenshot of what the visitor sees is kept as {string}',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld, name: string) {
    const page = searchBrowser(this);
    // Scroll through once so the lazy photos are in; the picture is the screen, with the map beside the list.
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => window.scrollTo(0, 0));
    if ((page.viewportSize()?.width ?? 0) >= 1024) {
      await page
        .locator('[data-testid="leaflet-map"] .hf-marker, [data-testid="leaflet-map"] .hf-cluster')
        .first()
        .waitFor({ timeout: 60_000 });
    }
    await page.waitForTimeout(1000);
    const directory = path.resolve('docs/screenshots');
    mkdirSync(directory, { recursive: true });
    await personalPartSettled(page);
    await keepScreenshot(page, { path: path.join(directory, name) });
  },
);
