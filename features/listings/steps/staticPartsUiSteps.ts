import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Page } from 'playwright-core';
import type { PortalWorld } from '#features/support/world';
import { personalPartSettled } from '#features/support/personalPart';
import { acceptCookiesIfAsked } from '#features/identity/steps/regionalUi';
import { baseUrl, browserPage, listingPageUi } from './ListingPageUi';
import { demoListings } from './listingPageUiSteps';

const STEP_TIMEOUT = 180_000;
/** Only the key facts' component writes this: a script that holds it holds their code. */
const KEY_FACTS_CODE = 'listing-facts';
/** Only the similar listings' component writes this. */
const SIMILAR_LISTINGS_CODE = 'similar-listings';

interface StaticPartsScenario {
  /** The text of every script the browser fetched, in order. */
  scripts: string[];
}

declare module '../../support/world' {
  interface ScenarioState {
    staticParts: StaticPartsScenario;
  }
}

function staticParts(world: PortalWorld): StaticPartsScenario {
  return world.slice('staticParts', () => ({ scripts: [] }));
}

function fetchedKeyFactsCode(world: PortalWorld): boolean {
  return staticParts(world).scripts.some((script) => script.includes(KEY_FACTS_CODE));
}

function fetchedSimilarListingsCode(world: PortalWorld): boolean {
  return staticParts(world).scripts.some((script) => script.includes(SIMILAR_LISTINGS_CODE));
}

/** Whether React has hydrated the element: it keeps its fiber on each element it owns. Runs in the page. */
const hydratedByReact = (selector: string) => {
  const element = document.querySelector(selector);
  return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
};
const SIMILAR_LISTINGS = '[data-testid="similar-listings"]';

async function keyFactsShown(page: Page): Promise<string> {
  const facts = page.getByTestId('listing-facts');
  await facts.waitFor({ timeout: 60_000 });
  return (await facts.textContent()) ?? '';
}

Given(
  'a live listing of the demo data set that has similar listings',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const candidates = (await demoListings(this)).filter(
      (listing) => !listing.isArchived && listing.listingClass === 'PropertyListing',
    );
    for (const listing of candidates.slice(0, 60)) {
      const html = await (await fetch(`${baseUrl(this)}/en/listing/${listing.id}`)).text();
      if (html.includes(`data-testid="${SIMILAR_LISTINGS_CODE}"`)) {
        listingPageUi(this).listing = listing;
        return;
      }
    }
    assert.fail('no live listing among the first 60 of the demo data set shows similar listings');
  },
);

Given('the browser keeps every script it fetches', function (this: PortalWorld) {
  const { scripts } = staticParts(this);
  browserPage(this).on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    response.text().then(
      (text) => scripts.push(text),
      () => undefined,
    );
  });
});

Then(
  "once the page has hydrated, its key facts are the server's HTML and no script the browser fetched holds their code",
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const page = browserPage(this);
    await personalPartSettled(page);
    await page.waitForLoadState('networkidle');
    assert.match(await keyFactsShown(page), /\d/);
    assert.equal(
      await page.locator('[data-static-part] [data-testid="listing-facts"]').count(),
      1,
      'the key facts are not inside a static part',
    );
    assert.ok(
      staticParts(this).scripts.length > 0,
      'the browser fetched no script at all: the recording did not start',
    );
    assert.equal(fetchedKeyFactsCode(this), false, 'a script holding the key facts’ code was fetched at the start');
  },
);

When(
  "they go to the listing's country by its breadcrumbs and open another listing found there",
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const page = browserPage(this);
    const first = await page.getByTestId('listing-page').getAttribute('data-listing-id');
    await acceptCookiesIfAsked(page);
    // The breadcrumbs are a static part too: plain links, which the browser's router still takes.
    // The country's search (the crumb after Home): the listing's own place may hold no other.
    await page.locator('[data-testid="listing-page"] [data-static-part] nav a[href]').nth(1).click();
    const other = page.locator(`[data-testid="result-card"]:not([data-listing-id="${first}"]) a[href]`).first();
    await other.waitFor({ timeout: 60_000 });
    await other.click();
    await page.waitForFunction(
      (id) => {
        const shown = document.querySelector('[data-testid="listing-page"]')?.getAttribute('data-listing-id');
        return typeof shown === 'string' && shown !== id;
      },
      first,
      { timeout: 60_000 },
    );
    // Both moves were the browser's own, not page loads: the scripts of the first load are still the only entry.
    const navigations = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    assert.equal(navigations, 1, 'a page was loaded from the server instead of rendered by the browser');
  },
);

Then(
  "the next listing's key facts are shown, their code fetched to render them",
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const page = browserPage(this);
    assert.match(await keyFactsShown(page), /\d/);
    await page.waitForLoadState('networkidle');
    assert.ok(fetchedKeyFactsCode(this), 'the key facts show without their code having been fetched');
  },
);

Then(
  "once the page has hydrated, its similar listings are the server's HTML, not hydrated, and no script the browser fetched holds their code",
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const page = browserPage(this);
    await personalPartSettled(page);
    await page.waitForLoadState('networkidle');
    assert.equal(
      await page.locator('[data-late-part] [data-testid="similar-listings"]').count(),
      1,
      'the listing shows no similar listings in a part that hydrates late',
    );
    assert.ok(
      await page.evaluate(hydratedByReact, '[data-testid="listing-page"] h1'),
      'the page around them has not hydrated: the check below would prove nothing',
    );
    assert.equal(
      await page.evaluate(hydratedByReact, SIMILAR_LISTINGS),
      false,
      'the similar listings hydrated far from the viewport',
    );
    assert.ok(
      staticParts(this).scripts.length > 0,
      'the browser fetched no script at all: the recording did not start',
    );
    assert.equal(
      fetchedSimilarListingsCode(this),
      false,
      'a script holding the similar listings’ code was fetched at the start',
    );
  },
);

When('they scroll to the similar listings', { timeout: STEP_TIMEOUT }, async function (this: PortalWorld) {
  await browserPage(this).getByTestId('similar-listings').scrollIntoViewIfNeeded();
});

Then(
  "the similar listings' code is fetched and they hydrate",
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const page = browserPage(this);
    await page.waitForFunction(hydratedByReact, SIMILAR_LISTINGS, { timeout: 60_000 });
    // The recording reads each script's text after its response: it may land a moment after the code ran.
    for (let attempt = 0; attempt < 40 && !fetchedSimilarListingsCode(this); attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 250));
    assert.ok(fetchedSimilarListingsCode(this), 'the similar listings hydrated without their code having been fetched');
  },
);

Then(
  "a click on the first similar listing's heart opens the login modal",
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const page = browserPage(this);
    await acceptCookiesIfAsked(page);
    await page.getByTestId('similar-listings').getByTestId('favorite-button').first().click();
    await page.locator('[data-testid^="login-modal"]').first().waitFor({ timeout: 60_000 });
  },
);
