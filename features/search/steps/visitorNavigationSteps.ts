import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { personalPartSettled } from '#features/support/personalPart';
import type { PortalWorld } from '#features/support/world';
import { portalUrl, searchBrowser, searchPageUi, shownTotal, waitForNewResults } from './SearchPageUi';

const STEP_TIMEOUT = 180_000;
const loginRequested = new WeakMap<PortalWorld, boolean>();

When(
  'the visitor opens the home page on a {int} px wide screen and waits for it to hydrate',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld, width: number) {
    const page = searchBrowser(this);
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await page.goto(`${portalUrl(this)}/`, { waitUntil: 'load', timeout: 120_000 });
    // Hydrated: the visitor's part comes after hydration (docs/pages.md §2).
    await personalPartSettled(page);
  },
);

When('they click {string}', { timeout: STEP_TIMEOUT }, async function (this: PortalWorld, name: string) {
  const page = searchBrowser(this);
  // A full navigation asks the server for the document; the browser's router would only fetch page data.
  const documentRequest = page
    .waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/auth/login', {
      timeout: 30_000,
    })
    .then(() => true)
    .catch(() => false);
  // Log in starts a login, an action: a form's button, not a link (domain/identity/LoginStart).
  await page.locator('header').getByRole('button', { name, exact: true }).first().click();
  loginRequested.set(this, await documentRequest);
  // The server's login goes through the identity provider and back to its own page: the scenario
  // ends there, not in the middle of the redirects (a browser closed mid-navigation may hang).
  await page.locator('[data-testid=login-form]').waitFor({ timeout: 60_000 });
});

Then("the browser is at the server's login, not at a page that was not found", async function (this: PortalWorld) {
  const page = searchBrowser(this);
  assert.ok(loginRequested.get(this), 'the click did not ask the server for /auth/login');
  assert.equal(await page.getByText('Page not found').count(), 0);
});

When(
  "they press the pagination's {string} arrow",
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld, arrow: string) {
    const page = searchBrowser(this);
    const before = page.url();
    await page
      .getByTestId('pagination')
      .getByRole('link', { name: new RegExp(arrow) })
      .click();
    // The arrow moves the address bar (a navigation or the history API): the next step reads where to.
    await page.waitForURL((url) => url.href !== before, { timeout: STEP_TIMEOUT });
  },
);

Then('the address bar is at {string}', async function (this: PortalWorld, fragment: string) {
  const page = searchBrowser(this);
  const url = new URL(page.url());
  assert.equal(`p=${url.searchParams.get('p')}`, fragment, `the address bar is at ${page.url()}`);
});

Then('the page says {string}', function (this: PortalWorld, text: string) {
  const html = searchPageUi(this).response?.html ?? '';
  assert.ok(html.includes(text), `the page does not say "${text}"`);
});

When(
  'the visitor opens the home page {string} on a {int} px wide screen and types {string} in its search box',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld, path: string, width: number, text: string) {
    const page = searchBrowser(this);
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await page.goto(`${portalUrl(this)}${path}`, { waitUntil: 'load', timeout: 120_000 });
    await personalPartSettled(page);
    await page.locator('main input[name="q"]').fill(text);
  },
);

Then('places are suggested under the box', { timeout: STEP_TIMEOUT }, async function (this: PortalWorld) {
  await searchBrowser(this).locator('main [role="listbox"] [role="option"]').first().waitFor({ timeout: 30_000 });
});

When('they press Enter', { timeout: STEP_TIMEOUT }, async function (this: PortalWorld) {
  const page = searchBrowser(this);
  await page.locator('main input[name="q"]').press('Enter');
  await page.getByTestId('search-page').waitFor({ timeout: 120_000 });
});

Then(
  'they land on a search whose address starts with {string} and names {string}',
  async function (this: PortalWorld, prefix: string, place: string) {
    const { pathname } = new URL(searchBrowser(this).url());
    assert.ok(pathname.startsWith(prefix) && pathname.includes(place), `landed on ${pathname}`);
  },
);

Then("the page's title and heading say {string}", function (this: PortalWorld, name: string) {
  const html = searchPageUi(this).response?.html ?? '';
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
  assert.ok(title.includes(name) && heading.includes(name), `title "${title}", heading "${heading}"`);
});

When('they drag the map a third of its width', { timeout: STEP_TIMEOUT }, async function (this: PortalWorld) {
  const page = searchBrowser(this);
  await page.locator('[data-testid="leaflet-map"][data-ready="true"]').waitFor({ timeout: 120_000 });
  const before = await shownTotal(page);
  searchPageUi(this).total = before;
  const box = await page.getByTestId('leaflet-map').boundingBox();
  assert.ok(box);
  // A third of the map to the east: the west of the search's area leaves the visible map.
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2, { steps: 12 });
  await page.mouse.up();
  // The map search delay (500 ms), then the search of the visible area.
  await waitForNewResults(page, { total: before });
});

When(
  "they type {string} in the header's search box and press Enter once places are suggested",
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld, text: string) {
    const page = searchBrowser(this);
    const box = page.locator('header input[name="q"]');
    assert.ok(await box.isVisible(), "the header's search box is hidden");
    // The header's part is hydrated with the visitor's (docs/pages.md §2): typed earlier, React would not see it.
    await personalPartSettled(page);
    await box.click();
    await box.pressSequentially(text, { delay: 50 });
    await page.locator('header [role="listbox"] [role="option"]').first().waitFor({ timeout: 30_000 });
    const before = page.url();
    await box.press('Enter');
    await page.waitForURL((url) => url.href !== before, { timeout: 60_000 });
    await page.getByTestId('search-page').waitFor({ timeout: 120_000 });
  },
);
