import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Page } from 'playwright-core';
import type { Listing } from '#domain/listings/Listing';
import type { PortalWorld } from '#features/support/world';
import { seriousAccessibilityProblems } from '#features/support/accessibility';
import { LANGUAGES, baseUrl, browserPage, listingPageUi, theListing } from './ListingPageUi';
import { personalPartSettled } from '#features/support/personalPart';
import { keepScreenshot, pageState, wakePage } from '#features/support/keepScreenshot';

const SCREENSHOTS = path.resolve('docs/screenshots');
const LOAD_TIMEOUT = 120_000;
/** Browser steps on a loaded CI machine take seconds, not Cucumber's default 5 s. */
const STEP_TIMEOUT = 180_000;

Given(
  'a live listing of the demo data set with photos, a shown price and a named contact',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const listing = (await demoListings(this)).find(
      (candidate) =>
        !candidate.isArchived &&
        candidate.listingClass === 'PropertyListing' &&
        candidate.transactionType === 'Sell' &&
        candidate.price.show &&
        candidate.price.values.some((value) => value.type === 'Original' && value.currencyId === 'EUR') &&
        candidate.images.length >= 3 &&
        candidate.allowContactDisplay &&
        candidate.contactUsers.length > 0 &&
        candidate.ratings.length > 0,
    );
    assert.ok(
      listing,
      'the demo data set holds no live sale listing with photos, a euro price, ratings and a named contact among ids 1-200',
    );
    listingPageUi(this).listing = listing;
  },
);

Given('the visitor has chosen the currency {string}', async function (this: PortalWorld, currency: string) {
  await browserPage(this)
    .context()
    .addCookies([{ name: 'currency', value: currency, url: baseUrl(this) }]);
});

When(
  'the visitor opens the listing at its {word} URL on a {int} px wide screen',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld, language: string, width: number) {
    const { prefix, word } = LANGUAGES[language];
    const page = browserPage(this);
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    const response = await page.goto(`${baseUrl(this)}${prefix}/${word}/${theListing(this).id}`, {
      waitUntil: 'load',
      timeout: LOAD_TIMEOUT,
    });
    assert.equal(response?.status(), 200);
    // Hydrated: React has attached (vike-react marks nothing, so wait for a listener-driven effect: the map's Leaflet load starts after hydration).
    await page.waitForFunction(() => document.querySelector('[data-testid="listing-page"]') !== null, undefined, {
      timeout: LOAD_TIMEOUT,
    });
  },
);

When("they press the gallery's next-photo button", { timeout: STEP_TIMEOUT }, async function (this: PortalWorld) {
  const page = browserPage(this);
  const next = page.getByRole('button', { name: 'Next photo' });
  // Before hydration the button does nothing: pressing until the position changes proves React took over.
  await page.waitForFunction(() => document.readyState === 'complete');
  for (let attempt = 0; attempt < 40; attempt += 1) {
    await next.click();
    if ((await page.locator('[data-testid="gallery-position"]').first().textContent())?.includes('2 /')) return;
    await page.waitForTimeout(250);
  }
});

Then('the gallery shows photo {int}', async function (this: PortalWorld, position: number) {
  const total = theListing(this).images.length;
  const shown = await browserPage(this).locator('[data-testid="gallery-position"]').first().textContent();
  assert.match(shown ?? '', new RegExp(`Photo ${position} of ${total}`));
});

Then(
  'they see its title, price, key facts, photos, the map and the agent block',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const page = browserPage(this);
    const listing = theListing(this);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    // The English page heads the listing with its English title when it has one (document 001: titles per language).
    const title = listing.descriptions.en?.title || listing.title;
    assert.ok(
      heading.length > 0 && title.startsWith(heading.replace(/…$/, '')),
      `heading "${heading}" is not the listing's English title "${title}"`,
    );
    assert.match((await page.getByTestId('listing-price').first().textContent()) ?? '', /\d/);
    assert.ok(await page.getByTestId('listing-facts').isVisible());
    assert.ok(await page.getByRole('img').first().isVisible());
    await page.getByTestId('listing-map').scrollIntoViewIfNeeded();
    assert.ok(await page.getByTestId('listing-map').isVisible());
    assert.ok(await page.getByTestId('agent-block').isVisible());
  },
);

Then(
  'the page has no serious or critical accessibility violations',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const page = browserPage(this);
    const violations = await seriousAccessibilityProblems(page);
    assert.deepEqual(violations, []);
  },
);

Then(
  'a screenshot of the page is kept as {string}',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld, name: string) {
    const page = browserPage(this);
    // Hydrated and the visitor's part on screen first: the map mounts only after hydration.
    await personalPartSettled(page);
    // Scroll through once (instantly: the shell may ask for smooth scrolling) so lazy photos and the map are in the picture.
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += 600)
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await mapInView(page);
    await page.waitForTimeout(1000);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForTimeout(300);
    mkdirSync(SCREENSHOTS, { recursive: true });
    // A viewport as tall as the page, so fixed bars sit at its bottom as a visitor sees them, not across the middle.
    const viewport = page.viewportSize()!;
    await page.setViewportSize({
      width: viewport.width,
      height: await page.evaluate(() => document.documentElement.scrollHeight),
    });
    await page.waitForTimeout(300);
    await keepScreenshot(page, { path: path.join(SCREENSHOTS, name) });
    await page.setViewportSize(viewport);
  },
);

Then(
  'the price is shown as published, with its {string} conversion beside it',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld, currency: string) {
    const page = browserPage(this);
    const original = theListing(this).price.values.find((value) => value.type === 'Original')!;
    const price = page.getByTestId('listing-price').first();
    assert.equal(await price.getAttribute('data-value-type'), 'Original');
    assert.equal(await price.getAttribute('data-currency'), original.currencyId);
    const converted = page.getByTestId('listing-price-converted').first();
    assert.ok(await converted.isVisible(), `no ${currency} conversion beside the published price`);
    assert.equal(await converted.getAttribute('data-currency'), currency);
    assert.match((await converted.textContent()) ?? '', /^≈/);
  },
);

Given(
  'a live listing of the demo data set priced in CHF, with a price change and a contact to call',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    // Most demo listings are priced in euros: look through the first 1,500.
    const listing = (await demoListings(this, 1500)).find(
      (candidate) =>
        !candidate.isArchived &&
        candidate.listingClass === 'PropertyListing' &&
        candidate.price.show &&
        candidate.price.values.some((value) => value.type === 'Original' && value.currencyId === 'CHF') &&
        candidate.price.lastChange !== undefined &&
        candidate.allowContactDisplay &&
        candidate.contactUsers.length > 0,
    );
    assert.ok(
      listing,
      'the demo data set holds no live CHF listing with a price change and a contact among ids 1-1500',
    );
    listingPageUi(this).listing = listing;
  },
);

Given(
  'a live listing of the demo data set whose living area is published in square feet',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const listing = (await demoListings(this)).find(
      (candidate) =>
        !candidate.isArchived &&
        candidate.listingClass === 'PropertyListing' &&
        candidate.area.living?.some((area) => area.original && area.unit === 'SquareFoot'),
    );
    assert.ok(listing, 'the demo data set holds no live listing with a living area in square feet among ids 1-200');
    listingPageUi(this).listing = listing;
  },
);

Then(
  'its living area reads as published in square feet, with square metres beside it',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const living = theListing(this).area.living!.find((area) => area.original)!;
    const published = new Intl.NumberFormat('en', { maximumFractionDigits: 0 }).format(living.value);
    const facts = (await browserPage(this).getByTestId('listing-facts').textContent()) ?? '';
    assert.match(facts.replace(/\u00a0/g, ' '), new RegExp(`${published} ft² \\(\\d[\\d,]* m²\\)`));
  },
);

Then(
  "the action bar's price covers none of its buttons",
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const page = browserPage(this);
    const bar = page.getByTestId('mobile-action-bar');
    await bar.waitFor({ timeout: LOAD_TIMEOUT });
    const overlaps = await bar.evaluate((element) => {
      // The text's own extent: an overflowing price reaches past its box.
      const textBoxes = [...element.querySelectorAll('[data-testid^="listing-price"]')].map((price) => {
        const range = document.createRange();
        range.selectNodeContents(price);
        return range.getBoundingClientRect();
      });
      const buttons = [...element.querySelectorAll(':scope > a, :scope > button')].map((button) =>
        button.getBoundingClientRect(),
      );
      const meet = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return {
        buttons: buttons.length,
        covered: textBoxes.flatMap((text, i) => buttons.filter((button) => meet(text, button)).map(() => i)).length,
      };
    });
    assert.ok(overlaps.buttons >= 2, `the action bar has ${overlaps.buttons} buttons`);
    assert.equal(overlaps.covered, 0, 'the price covers a button of the action bar');
  },
);

Given(
  'a live listing of the demo data set whose German title holds a word of 16 letters or more',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const { prefix, word } = LANGUAGES.German;
    for (const listing of (await demoListings(this)).filter((candidate) => !candidate.isArchived)) {
      const html = await (await fetch(`${baseUrl(this)}${prefix}/${word}/${listing.id}`)).text();
      const title = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
      if (title.split(/\s+/).some((part) => part.length >= 16)) {
        listingPageUi(this).listing = listing;
        return;
      }
    }
    assert.fail('no live listing among the first 200 of the demo data set has such a German title');
  },
);

Then(
  'the title row is no wider than the screen, and neither is the page',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const page = browserPage(this);
    await personalPartSettled(page);
    const widths = await page.evaluate(() => ({
      row: document.querySelector('[data-testid="listing-page"] h1')?.parentElement?.getBoundingClientRect().right ?? 0,
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
    }));
    assert.ok(widths.row > 0, 'the listing has no title');
    assert.ok(widths.row <= widths.screen, `the title row ends at ${widths.row} px on a ${widths.screen} px screen`);
    assert.ok(widths.page <= widths.screen, `the page is ${widths.page} px wide on a ${widths.screen} px screen`);
  },
);

Then('the page does not scroll sideways', { timeout: STEP_TIMEOUT }, async function (this: PortalWorld) {
  const page = browserPage(this);
  await page.getByTestId('price-history').waitFor({ timeout: LOAD_TIMEOUT });
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  assert.ok(scrollWidth <= innerWidth, `the page is ${scrollWidth} px wide on a ${innerWidth} px screen`);
});

Then(
  'the page is in {word}, with the heading {string} and the badge {string}',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld, language: string, facts: string, sale: string) {
    const page = browserPage(this);
    assert.equal(await page.locator('html').getAttribute('lang'), LANGUAGES[language].culture);
    assert.ok(await page.getByRole('heading', { name: facts, exact: true }).isVisible(), `no heading "${facts}"`);
    assert.ok(await page.getByText(sale, { exact: true }).first().isVisible(), `no badge "${sale}"`);
  },
);

Then(
  "the server's HTML for the listing already holds its title and price",
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const listing = theListing(this);
    const html = await (
      await fetch(`${baseUrl(this)}/listing/${listing.id}`, { headers: { 'Accept-Language': 'en' } })
    ).text();
    assert.match(html, /data-testid="listing-price"/);
    assert.ok(html.includes(escapeHtml(listing.title.slice(0, 40))), 'the server HTML lacks the title');
    // Its head: canonical, one hreflang per culture of the portal plus x-default, structured data.
    assert.match(html, new RegExp(`<link rel="canonical" href="https?://[^"]+/listing/${listing.id}"`));
    assert.equal(html.match(/<link rel="alternate" hrefLang=/g)?.length, 7);
    assert.match(
      html,
      /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"RealEstateListing"/,
    );
  },
);

Then(
  "the server's HTML for the listing holds its places in English as a BreadcrumbList, as search pages do",
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const listing = theListing(this);
    const html = await (
      await fetch(`${baseUrl(this)}/listing/${listing.id}`, { headers: { 'Accept-Language': 'en' } })
    ).text();
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]) as { '@type': string; itemListElement?: { name: string; item: string }[] },
    );
    const trail = scripts.find((data) => data['@type'] === 'BreadcrumbList');
    assert.ok(trail, 'the listing page has no BreadcrumbList');
    // Each place under the page's own language (document 000 §2: places carry localised names), not
    // the listing's: an English page says "Spain", never "España".
    const english = await Promise.all(
      listing.location.placePath.map(async ({ placeId }) => {
        const place = (await (
          await fetch(`${baseUrl(this)}/svc/places/places/${encodeURIComponent(placeId)}`)
        ).json()) as {
          names: Record<string, string>;
        };
        return place.names.en;
      }),
    );
    assert.deepEqual(
      trail.itemListElement?.map((step) => step.name),
      english,
    );
    for (const step of trail.itemListElement ?? []) assert.match(step.item, /^https?:\/\/[^/]+\//);
  },
);

When(
  'a visitor whose language is French opens the listing at {string}',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld, template: string) {
    await request(this, template.replace('{id}', String(theListing(this).id)), { 'Accept-Language': 'fr-CH,fr;q=0.9' });
  },
);

When('the visitor opens {string}', { timeout: STEP_TIMEOUT }, async function (this: PortalWorld, url: string) {
  await request(this, url.replace('{id}', String(theListing(this).id)), { 'Accept-Language': 'en' });
});

Given('an archived listing of the demo data set', { timeout: STEP_TIMEOUT }, async function (this: PortalWorld) {
  const listing = (await demoListings(this)).find(
    (candidate) => candidate.isArchived && candidate.listingClass === 'PropertyListing',
  );
  assert.ok(listing, 'the demo data set holds no archived listing among ids 1-200');
  listingPageUi(this).listing = listing;
});

Then(
  'they read that the listing is no longer available',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const banner = browserPage(this).getByTestId('archived-banner');
    assert.ok(await banner.isVisible());
    assert.match((await banner.textContent()) ?? '', /no longer available/);
  },
);

Then('no contact action is offered', { timeout: STEP_TIMEOUT }, async function (this: PortalWorld) {
  const page = browserPage(this);
  assert.equal(await page.locator('a[href^="mailto:"], a[href^="tel:"]').count(), 0);
  assert.equal(await page.getByTestId('mobile-action-bar').count(), 0);
});

Then('they are sent permanently to {string}', function (this: PortalWorld, template: string) {
  const { response } = listingPageUi(this);
  assert.equal(response?.status, 301);
  assert.equal(response?.location, template.replace('{id}', String(theListing(this).id)));
});

Then(
  'they are sent temporarily to {string}, an answer that varies with {string} and nobody keeps',
  function (this: PortalWorld, template: string, header: string) {
    const { response } = listingPageUi(this);
    assert.equal(response?.status, 302);
    assert.equal(response?.location, template.replace('{id}', String(theListing(this).id)));
    assert.match(response?.vary ?? '', new RegExp(header, 'i'));
    assert.match(response?.cacheControl ?? '', /no-store/);
  },
);

Then('the answer is {string}', function (this: PortalWorld, status: string) {
  assert.equal(listingPageUi(this).response?.status, Number(status));
});

/** The first 200 listings of the demo set, through the listings service's own contract (POST /v2/listings/ids). */
export async function demoListings(world: PortalWorld, upTo = 200): Promise<Listing[]> {
  const all: Listing[] = [];
  for (let from = 1; from <= upTo; from += 200) {
    const ids = Array.from({ length: Math.min(200, upTo - from + 1) }, (_, i) => from + i);
    const response = await fetch(`${baseUrl(world)}/svc/listings/v2/listings/ids?currencyId=EUR`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ listings: ids }),
    });
    all.push(...((await response.json()) as { listings: Listing[] }).listings);
  }
  return all;
}

async function request(world: PortalWorld, url: string, headers: Record<string, string>): Promise<void> {
  const response = await fetch(`${baseUrl(world)}${url}`, { headers, redirect: 'manual' });
  listingPageUi(world).response = {
    status: response.status,
    location: response.headers.get('location'),
    vary: response.headers.get('vary'),
    cacheControl: response.headers.get('cache-control'),
    html: await response.text(),
  };
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/**
 * The map loads when it comes near the viewport. Scrolled by the page itself (Playwright's
 * scrollIntoViewIfNeeded first waits for the element to stand still, which once in a full CI run
 * the project page's map never did), and again every few seconds, the page made the active tab
 * from the second time: in full CI runs the map twice stayed unloaded for 30 s after a single
 * scroll (never seen alone; see keepScreenshot), so a failure says what the page looked like.
 */
async function mapInView(page: Page): Promise<void> {
  const map = page.locator('[data-testid="listing-map"]');
  const ready = map.locator('[data-ready="true"]');
  for (let attempt = 0; attempt < 6; attempt += 1) {
    if (attempt === 1) await wakePage(page, 'listing map not loaded in 5 s');
    await map.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    if (
      await ready.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  const inside = await map.evaluate((element) => element.innerHTML.slice(0, 200));
  assert.fail(`the listing map did not load in 30 s: the page said ${await pageState(page)}; the map holds ${inside}`);
}
