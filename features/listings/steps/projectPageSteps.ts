import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Listing } from '#domain/listings/Listing';
import type { PortalWorld } from '#features/support/world';
import { baseUrl, browserPage } from './ListingPageUi';

const LOAD_TIMEOUT = 120_000;
const STEP_TIMEOUT = 180_000;

interface ProjectScenario {
  projectId: number;
  unitId: number;
  response?: { status: number; location: string | null };
}
const scenarios = new WeakMap<PortalWorld, ProjectScenario>();

function scenario(world: PortalWorld): ProjectScenario {
  const found = scenarios.get(world);
  assert.ok(found, 'no project chosen: start with "Given a project of the demo data set with units"');
  return found;
}

function fill(world: PortalWorld, template: string): string {
  const { projectId, unitId } = scenario(world);
  return template.replace('{projectId}', String(projectId)).replace('{unitId}', String(unitId));
}

Given('a project of the demo data set with units', { timeout: STEP_TIMEOUT }, async function (this: PortalWorld) {
  const ids = Array.from({ length: 200 }, (_, i) => i + 1);
  const response = await fetch(`${baseUrl(this)}/svc/listings/v2/listings/ids?currencyId=EUR&mode=Light`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ listings: ids }),
  });
  const { listings } = (await response.json()) as { listings: Listing[] };
  const unit = listings.find((listing) => listing.listingClass === 'UnitListing' && listing.projectId);
  assert.ok(unit?.projectId, 'the demo data set holds no project unit among ids 1-200');
  // The unit of the table's first row: the project's units come by id (GET /v1/projects/{id}/listings).
  const own = await fetch(`${baseUrl(this)}/svc/listings/v1/projects/${unit.projectId}/listings?mode=Light`);
  const first = ((await own.json()) as { listings: Listing[] }).listings.find(
    (listing) => listing.listingClass === 'UnitListing' && !listing.isArchived,
  );
  assert.ok(first, `project ${unit.projectId} has no live unit`);
  scenarios.set(this, { projectId: unit.projectId, unitId: first.id });
});

When(
  'the visitor opens the project at {string} on a {int} px wide screen',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld, template: string, width: number) {
    const page = browserPage(this);
    await page.setViewportSize({ width, height: 900 });
    const response = await page.goto(`${baseUrl(this)}${fill(this, template)}`, {
      waitUntil: 'load',
      timeout: LOAD_TIMEOUT,
    });
    assert.equal(response?.status(), 200);
  },
);

Then(
  "they see the project's units in a table with type, rooms, area, floor, price and availability",
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const page = browserPage(this);
    const headers = await page.getByTestId('project-units').locator('thead th').allTextContents();
    assert.deepEqual(headers, ['Type', 'Rooms', 'Living area', 'Floor', 'Price', 'Availability']);
    assert.ok((await page.getByTestId('project-unit').count()) > 0);
  },
);

When('they open the first unit of the table', { timeout: STEP_TIMEOUT }, async function (this: PortalWorld) {
  const page = browserPage(this);
  const { unitId } = scenario(this);
  await Promise.all([
    // The unit word is the page's language's (unit, unita, einheit…).
    page.waitForURL(new RegExp(`/${unitId}$`), { timeout: LOAD_TIMEOUT }),
    page.locator(`[data-testid="project-unit"][data-unit-id="${unitId}"] a`).click(),
  ]);
});

Then("the unit's page is shown at {string}", { timeout: STEP_TIMEOUT }, async function (this: PortalWorld, template) {
  const page = browserPage(this);
  assert.equal(new URL(page.url()).pathname, fill(this, template));
  const article = page.getByTestId('listing-page');
  await article.waitFor({ timeout: LOAD_TIMEOUT });
  assert.equal(await article.getAttribute('data-listing-id'), String(scenario(this).unitId));
});

When('the visitor asks for {string}', { timeout: STEP_TIMEOUT }, async function (this: PortalWorld, template: string) {
  const url = template.includes('{') ? fill(this, template) : template;
  const response = await fetch(`${baseUrl(this)}${url}`, { headers: { 'Accept-Language': 'en' }, redirect: 'manual' });
  scenario(this).response = { status: response.status, location: response.headers.get('location') };
});

Then('they are sent permanently to the path {string}', function (this: PortalWorld, template: string) {
  const { response } = scenario(this);
  assert.equal(response?.status, 301);
  assert.equal(new URL(response?.location ?? '', baseUrl(this)).pathname, fill(this, template));
});

Then('the page answers {string}', function (this: PortalWorld, status: string) {
  assert.equal(scenario(this).response?.status, Number(status));
});

When(
  'the visitor asks for the unit path of a listing that is no unit',
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld) {
    const ids = Array.from({ length: 200 }, (_, i) => i + 1);
    const response = await fetch(`${baseUrl(this)}/svc/listings/v2/listings/ids?currencyId=EUR&mode=Light`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ listings: ids }),
    });
    const { listings } = (await response.json()) as { listings: Listing[] };
    const parent = listings.find((listing) => listing.listingClass === 'ProjectAsListing') ?? listings[0]!;
    const plain = listings.find((listing) => listing.listingClass === 'PropertyListing' && !listing.isArchived)!;
    const answer = await fetch(`${baseUrl(this)}/listing/${parent.id}/unit/${plain.id}`, { redirect: 'manual' });
    scenario(this).response = { status: answer.status, location: answer.headers.get('location') };
  },
);

Then(
  "the unit's page links to {string}, naming the project",
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld, template: string) {
    const link = browserPage(this).getByTestId('unit-project-link');
    await link.waitFor({ timeout: LOAD_TIMEOUT });
    assert.equal(new URL((await link.getAttribute('href'))!, baseUrl(this)).pathname, fill(this, template));
    assert.match((await link.textContent()) ?? '', /^Part of \S/);
  },
);
