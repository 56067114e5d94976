import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Listing } from '#domain/listings/Listing';
import type { PortalWorld } from '#features/support/world';
import { baseUrl, browserPage } from './ListingPageUi';

const LOAD_TIMEOUT = 120_000;
const STEP_TIMEOUT = 180_000;

interface DuplicateScenario {
  first: Listing;
  copy: Listing;
  found?: number[];
}
const scenarios = new WeakMap<PortalWorld, DuplicateScenario>();

function scenario(world: PortalWorld): DuplicateScenario {
  const found = scenarios.get(world);
  assert.ok(found, 'no property chosen: start with "Given a property of the demo data set listed by two agencies"');
  return found;
}

async function listingsByIds(world: PortalWorld, ids: number[]): Promise<Listing[]> {
  const response = await fetch(`${baseUrl(world)}/svc/listings/v2/listings/ids?currencyId=EUR&mode=Light`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ listings: ids }),
  });
  return ((await response.json()) as { listings: Listing[] }).listings;
}

Given(
  'a property of the demo data set listed by two agencies',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const all: Listing[] = [];
    for (let from = 1; from <= 1500; from += 200)
      all.push(
        ...(await listingsByIds(
          this,
          Array.from({ length: 200 }, (_, i) => from + i),
        )),
      );
    const live = all.filter((listing) => !listing.isArchived);
    const copiesOf = new Map<number, Listing[]>();
    for (const listing of live)
      if (listing.duplicateOf)
        copiesOf.set(listing.duplicateOf, [...(copiesOf.get(listing.duplicateOf) ?? []), listing]);
    const pair = [...copiesOf].find(([first, copies]) => copies.length === 1 && live.some((l) => l.id === first));
    assert.ok(pair, 'the demo data set holds no live property listed by exactly two agencies among ids 1-1500');
    scenarios.set(this, { first: live.find((l) => l.id === pair[0])!, copy: pair[1][0] });
  },
);

When(
  'the visitor opens the first listing of that property on a {int} px wide screen',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld, width: number) {
    const page = browserPage(this);
    await page.setViewportSize({ width, height: 900 });
    const response = await page.goto(`${baseUrl(this)}/listing/${scenario(this).first.id}`, {
      waitUntil: 'load',
      timeout: LOAD_TIMEOUT,
    });
    assert.equal(response?.status(), 200);
  },
);

Then(
  /^the page says "([^"]+)" with a link to (the other agency's listing|the first listing)$/,
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld, line: string, which: string) {
    const page = browserPage(this);
    const { first, copy } = scenario(this);
    const box = page.getByTestId('also-listed-by');
    await box.waitFor({ timeout: LOAD_TIMEOUT });
    assert.equal((await box.locator('h2').textContent())?.trim(), line);
    const links = box.locator('a');
    assert.equal(await links.count(), 1);
    const target = which === 'the first listing' ? first : copy;
    assert.equal(new URL((await links.first().getAttribute('href'))!, baseUrl(this)).pathname, `/listing/${target.id}`);
  },
);

When('they follow that link', { timeout: STEP_TIMEOUT }, async function (this: PortalWorld) {
  const page = browserPage(this);
  const { copy } = scenario(this);
  await Promise.all([
    page.waitForURL(new RegExp(`/listing/${copy.id}$`), { timeout: LOAD_TIMEOUT }),
    page.getByTestId('also-listed-by').locator('a').first().click(),
  ]);
  await page.getByTestId('listing-page').waitFor({ timeout: LOAD_TIMEOUT });
});

async function search(world: PortalWorld, filters: Record<string, unknown>): Promise<number[]> {
  const response = await fetch(`${baseUrl(world)}/svc/searches/searches?count=200&saveInDb=false&mode=Light`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    body: JSON.stringify({ search: { filters, currencyId: 'EUR' } }),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return ((await response.json()) as { listings: { id: number }[] }).listings.map((listing) => listing.id);
}

When(
  'the visitor searches the map area around the first listing',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const { first } = scenario(this);
    const { latitude: lat, longitude: lng } = first.location;
    scenario(this).found = await search(this, {
      transactionType: first.transactionType,
      location: {
        viewport: { northeast: { lat: lat + 0.01, lng: lng + 0.01 }, southwest: { lat: lat - 0.01, lng: lng - 0.01 } },
      },
    });
  },
);

When(
  "the visitor searches the listings of the copy's agency",
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const { copy } = scenario(this);
    // The publishing agency is the listing's Vendor (document 001 §3 relatedAccounts).
    const agency = copy.relatedAccounts.find((account) => account.type === 'Vendor')?.accountId;
    assert.ok(agency, `listing ${copy.id} names no vendor agency`);
    scenario(this).found = await search(this, { accountId: agency });
  },
);

Then("the results hold the first listing and not the other agency's copy", function (this: PortalWorld) {
  const { first, copy, found } = scenario(this);
  assert.ok(found?.includes(first.id), `the first listing ${first.id} is not among the results`);
  assert.ok(!found?.includes(copy.id), `the copy ${copy.id} is among the results`);
});

Then("the results hold the other agency's copy", function (this: PortalWorld) {
  const { copy, found } = scenario(this);
  assert.ok(found?.includes(copy.id), `the copy ${copy.id} is not among its agency's results`);
});

Then(
  /^the server's HTML for (the copy|the first listing) names the first listing as its canonical address$/,
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld, which: string) {
    const { first, copy } = scenario(this);
    const shown = which === 'the copy' ? copy : first;
    const html = await (
      await fetch(`${baseUrl(this)}/listing/${shown.id}`, { headers: { 'Accept-Language': 'en' } })
    ).text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    assert.equal(canonical && new URL(canonical).pathname, `/listing/${first.id}`);
  },
);
