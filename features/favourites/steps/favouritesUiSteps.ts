import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Given, Then, When } from '@cucumber/cucumber';
import { scenarioPage, serverUrl } from '#features/support/scenarioAccess';
import type { PortalWorld } from '#features/support/world';
import { personalPartSettled } from '#features/support/personalPart';
import { keepScreenshot } from '#features/support/keepScreenshot';

/** Browser steps on a loaded CI machine take seconds, not Cucumber's default 5 s. */
const STEP = { timeout: 180_000 };

declare module '../../support/world' {
  interface ScenarioState {
    favouritesUi: { listingId?: string; secondId?: string };
  }
}

const ui = (world: PortalWorld) => world.slice('favouritesUi', () => ({}));
const heartOf = (id: string) => `[data-testid=favorite-button][data-listing-id="${id}"]`;

async function codeMailedTo(world: PortalWorld, email: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const answer = await fetch(`${serverUrl(world)}/dev/mail.json?to=${encodeURIComponent(email)}`);
    const { mails } = (await answer.json()) as { mails: { text: string }[] };
    const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code mailed to ${email}`);
}

Given('a guest on the English search page', STEP, async function (this: PortalWorld) {
  const page = scenarioPage(this);
  await page.goto(`${serverUrl(this)}/en/search`);
  // Hearts answer clicks once React has hydrated the cards and the personal part has said who the
  // visitor is; the network going quiet comes before that on a loaded machine.
  await page.locator('[data-testid=result-card] [data-testid=favorite-button]').first().waitFor();
  await personalPartSettled(page);
});

When('they click the heart of the first result card', STEP, async function (this: PortalWorld) {
  const heart = scenarioPage(this).locator('[data-testid=result-card] [data-testid=favorite-button]').first();
  ui(this).listingId = (await heart.getAttribute('data-listing-id')) ?? undefined;
  await heart.click();
});

Then('the login modal shows its save-favourite sign-in view', STEP, async function (this: PortalWorld) {
  await scenarioPage(this).locator('[data-testid=login-modal-saveFavoriteSignIn]').waitFor();
});

When('they register from the modal and confirm the code mailed to them', STEP, async function (this: PortalWorld) {
  const page = scenarioPage(this);
  const email = `favourite.${Date.now()}@example.ch`;
  await page.fill('[data-testid=login-modal-saveFavoriteSignIn] input[name=email]', email);
  // The modal's own form (the other view is a form of its own, to the server's login).
  await page
    .locator('[data-testid=login-modal-saveFavoriteSignIn] form:not([action="/auth/login"]) button[type=submit]')
    .click();
  await page.locator('[data-testid=register-form] button[type=submit]:enabled').waitFor();
  await page.fill('[data-testid=register-form] input[name=fullName]', 'Fay Favourite');
  const emailField = page.locator('[data-testid=register-form] input[name=email]');
  if (!(await emailField.inputValue())) await emailField.fill(email);
  await page.fill('[data-testid=register-form] input[name=password]', 'correct horse battery');
  await page.check('[data-testid=register-form] input[name=acceptTerms]');
  await page.locator('[data-testid=register-form] button[type=submit]').click();
  await page.locator('[data-testid=code-form]').waitFor();
  await page.fill('[data-testid=code-form] input[name=code]', await codeMailedTo(this, email));
  await page.locator('[data-testid=code-form] button[type=submit]').click();
});

Then("they are back on the search page with the first result's heart filled", STEP, async function (this: PortalWorld) {
  const page = scenarioPage(this);
  await page.waitForURL((url) => url.pathname === '/en/search');
  await page
    .locator(`${heartOf(ui(this).listingId!)}[aria-pressed=true]`)
    .first()
    .waitFor();
  // The pending favourite is done: the address bar no longer carries it.
  assert.equal(new URL(page.url()).searchParams.get('favoriteListingId'), null);
});

Then('the Favourites entry of the navigation shows {int}', STEP, async function (this: PortalWorld, count: number) {
  // The bubble is hidden from screen readers; the link's name carries the count in words.
  const name = new RegExp(`, ${count} saved listings?$`);
  await scenarioPage(this).locator('header').getByRole('link', { name }).first().waitFor();
});

/**
 * Records the widths the listing page's heart (beside the title) takes from its first paint on: the
 * shared page's, then after hydration and the personal part. A string: the browser runs it as is.
 */
const RECORD_HEART_WIDTHS = `
  window.__heartWidths = [];
  (function watch() {
    const heart = document.querySelector('h1 ~ [data-testid="favorite-button"]');
    if (!heart) return requestAnimationFrame(watch);
    new ResizeObserver(() =>
      window.__heartWidths.push(Math.round(heart.getBoundingClientRect().width * 10) / 10),
    ).observe(heart);
  })();
`;

Then(
  "on that listing's page in English, German and French the heart ends pressed, as wide as the shared page drew it",
  STEP,
  async function (this: PortalWorld) {
    const page = scenarioPage(this);
    await page.addInitScript(RECORD_HEART_WIDTHS);
    for (const culture of ['en', 'de', 'fr']) {
      await page.setViewportSize({ width: 1280, height: 1600 });
      await page.goto(`${serverUrl(this)}/${culture}/listing/${ui(this).listingId}`);
      assert.equal(await page.locator('html').getAttribute('lang'), culture);
      await page.locator('h1 ~ [data-testid="favorite-button"][aria-pressed=true]').waitFor();
      // One more frame for the observer to report the pressed heart's size.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const widths = await page.evaluate(() => (window as unknown as { __heartWidths: number[] }).__heartWidths);
      assert.ok(widths.length > 0, 'the heart was never measured');
      assert.deepEqual(
        [...new Set(widths)],
        [widths[0]],
        `${culture}: the heart went through widths ${widths.join(', ')}`,
      );
    }
  },
);

When('they open their favourites', STEP, async function (this: PortalWorld) {
  await scenarioPage(this).goto(`${serverUrl(this)}/en/favorites`);
});

Then('the favourites page lists that listing with its heart filled', STEP, async function (this: PortalWorld) {
  const page = scenarioPage(this);
  await page.locator(`[data-testid=favorite-card][data-listing-id="${ui(this).listingId}"]`).waitFor();
  await page.locator(`[data-testid=favorite-card] ${heartOf(ui(this).listingId!)}[aria-pressed=true]`).waitFor();
});

When('they click its heart', STEP, async function (this: PortalWorld) {
  await scenarioPage(this)
    .locator(`[data-testid=favorite-card] ${heartOf(ui(this).listingId!)}`)
    .click();
});

Then(
  'the favourites page says there are no favourites yet, with a way to search',
  STEP,
  async function (this: PortalWorld) {
    const empty = scenarioPage(this).locator('[data-testid=favorites-empty]');
    await empty.waitFor();
    assert.ok(await empty.locator('a[href*="search"]').count(), 'the empty state leads to search');
  },
);

/**
 * Document 001 §4 "Favourites": "One second after a favourite is created, the suggest-save-search
 * modal may open when the page is search, listing or project, no favourite searches exist, and it
 * has not been shown before". A new account on the search page meets all three, so it opens; until
 * it is answered it holds the page (a modal), and a click on a heart would land on it.
 */
Then(
  'a second later the search page offers to save its search, and they answer {string}',
  STEP,
  async function (this: PortalWorld, answer: string) {
    const page = scenarioPage(this);
    const offer = page.locator('dialog[open]').filter({ has: page.getByTestId('suggest-save-search') });
    await offer.waitFor();
    await offer.getByRole('button', { name: answer, exact: true }).click();
    await offer.waitFor({ state: 'detached' });
  },
);

When('they click the heart of the second result card', STEP, async function (this: PortalWorld) {
  const heart = scenarioPage(this).locator('[data-testid=result-card] [data-testid=favorite-button]').nth(1);
  ui(this).secondId = (await heart.getAttribute('data-listing-id')) ?? undefined;
  assert.notEqual(ui(this).secondId, ui(this).listingId);
  await heart.click();
});

Then('its heart fills with no login modal shown', STEP, async function (this: PortalWorld) {
  const page = scenarioPage(this);
  await page
    .locator(`${heartOf(ui(this).secondId!)}[aria-pressed=true]`)
    .first()
    .waitFor();
  assert.equal(await page.locator('[data-testid^=login-modal]').count(), 0, 'a signed-in click opens no login modal');
});

Then('the favourites page lists both listings, each with its heart filled', STEP, async function (this: PortalWorld) {
  const page = scenarioPage(this);
  for (const id of [ui(this).listingId!, ui(this).secondId!])
    await page.locator(`[data-testid=favorite-card] ${heartOf(id)}[aria-pressed=true]`).waitFor();
  // Document 000 §4 (GET /v2/listings/favorites, sort -creationDate): the newest first.
  const order = await page
    .locator('[data-testid=favorite-card]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-listing-id')));
  assert.ok(
    order.indexOf(ui(this).secondId!) < order.indexOf(ui(this).listingId!),
    `newest first: ${order.join(', ')}`,
  );
});

Then(
  'screenshots of the favourites page are kept at 390 and 1280 px in English and Italian',
  STEP,
  async function (this: PortalWorld) {
    const page = scenarioPage(this);
    const folder = path.resolve('docs/screenshots/listings');
    mkdirSync(folder, { recursive: true });
    for (const culture of ['en', 'it']) {
      // /favorites has no culture prefix: the language comes from the visitor's culture cookie.
      await page.context().addCookies([{ name: 'culture', value: culture, url: serverUrl(this) }]);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${serverUrl(this)}/favorites`);
        await page.locator('[data-testid=favorite-card]').first().waitFor();
        assert.equal(await page.locator('html').getAttribute('lang'), culture);
        // Scroll through once so lazy photos load, then wait until every photo has.
        const height = await page.evaluate(() => document.body.scrollHeight);
        for (let y = 0; y < height; y += 600)
          await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        await page.waitForFunction(() => [...document.images].every((image) => image.complete));
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        // A viewport as tall as the page, so the phone's bottom bar sits at its bottom, not across the middle.
        await page.setViewportSize({
          width,
          height: await page.evaluate(() => document.documentElement.scrollHeight),
        });
        await page.waitForTimeout(500);
        await personalPartSettled(page);
        await keepScreenshot(page, { path: path.join(folder, `favorites-${width}-${culture}.png`) });
      }
    }
  },
);
