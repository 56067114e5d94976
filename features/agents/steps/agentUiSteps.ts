import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { scenarioPage } from '#features/support/scenarioAccess';
import type { PortalWorld } from '#features/support/world';

/** Browser steps on a loaded machine take seconds, not Cucumber's default 5 s. */
const STEP = { timeout: 180_000 };
const LOAD = { waitUntil: 'load' as const, timeout: 120_000 };

/** What the contact block said before the visitor left the listing. */
const seen = new WeakMap<PortalWorld, { agentName?: string; agencyName?: string }>();

async function follow(world: PortalWorld, block: 'agent-block' | 'agency-block', linkName: RegExp) {
  const page = scenarioPage(world);
  const card = page.getByTestId(block);
  // The contact's name is the agent card's first paragraph; the agency card's second, after its kicker.
  const name = (
    await card
      .locator('p')
      .nth(block === 'agent-block' ? 0 : 1)
      .textContent()
  )?.trim();
  seen.set(world, { ...seen.get(world), [block === 'agent-block' ? 'agentName' : 'agencyName']: name });
  const link = card.getByRole('link', { name: linkName });
  const href = await link.getAttribute('href');
  assert.ok(href, `the ${block} has no link`);
  const response = await page.goto(new URL(href, page.url()).toString(), LOAD);
  assert.equal(response?.status(), 200, `${href} answered ${response?.status()}`);
}

When("follows the contact block's link to the agent's page", STEP, async function (this: PortalWorld) {
  await follow(this, 'agent-block', /agent page/i);
});

When("follows the contact block's link to the agency's listings", STEP, async function (this: PortalWorld) {
  await follow(this, 'agency-block', /listings from/i);
});

Then(
  "the agent's profile has the agent's name as its heading and lists their listings",
  STEP,
  async function (this: PortalWorld) {
    const page = scenarioPage(this);
    const heading = (await page.getByTestId('agent-header').getByRole('heading', { level: 1 }).textContent())?.trim();
    assert.ok(heading, 'the profile has no heading');
    const shown = seen.get(this)?.agentName;
    if (shown) assert.ok(shown.includes(heading) || heading.includes(shown), `"${heading}" is not "${shown}"`);
    await page.getByTestId('agent-listing').first().waitFor({ timeout: 60_000 });
    assert.equal(await page.locator('[data-tracked-page="agentPage"]').count(), 1);
  },
);

Then(
  "the agency page shows the agency's header over a search of its listings",
  STEP,
  async function (this: PortalWorld) {
    const page = scenarioPage(this);
    const header = page.getByTestId('agency-header');
    await header.waitFor({ timeout: 60_000 });
    const text = (await header.textContent()) ?? '';
    const shown = seen.get(this)?.agencyName;
    assert.ok(!shown || text.includes(shown), `the agency header does not name "${shown}"`);
    await page.getByTestId('search-page').waitFor({ timeout: 60_000 });
  },
);
