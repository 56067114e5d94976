import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { scenarioPage } from '#features/support/scenarioAccess';
import type { PortalWorld } from '#features/support/world';

/** Browser steps on a loaded CI machine take seconds, not Cucumber's default 5 s. */
const STEP = { timeout: 180_000 };
const WAIT = { timeout: 60_000 };

const savedCards = (world: PortalWorld) =>
  scenarioPage(world).locator('[data-testid=saved-searches] [data-testid=search-card]');

When("they press the page's save-search button", STEP, async function (this: PortalWorld) {
  const page = scenarioPage(this);
  // Enabled once the page's search is stored and the visitor is known (the personal part).
  await page.locator('[data-testid=save-search]:enabled').first().click(WAIT);
});

Then('the e-mail capture modal asks for their e-mail address', STEP, async function (this: PortalWorld) {
  await scenarioPage(this).getByTestId('capture-email').waitFor(WAIT);
});

When('they give a new e-mail address in the capture modal', STEP, async function (this: PortalWorld) {
  const page = scenarioPage(this);
  await page
    .getByTestId('capture-email')
    .fill(`saver.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.ch`, WAIT);
  await page.getByTestId('capture-submit').click();
});

Then(
  'the search-save confirmation invites them to authenticate and offers push in this browser',
  STEP,
  async function (this: PortalWorld) {
    const page = scenarioPage(this);
    await page.getByTestId('invite-authenticate').waitFor(WAIT);
    const push = page.getByTestId('saved-push');
    await push.waitFor(WAIT);
    assert.equal(await push.isChecked(), false, 'push is offered, not imposed');
  },
);

Then("the page's save-search button shows the search saved", STEP, async function (this: PortalWorld) {
  await scenarioPage(this).locator('[data-testid=save-search][aria-pressed=true]').first().waitFor(WAIT);
});

When('they go to My home from the confirmation', STEP, async function (this: PortalWorld) {
  const page = scenarioPage(this);
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /my searches/i })
    .click(WAIT);
  await page.waitForURL((url) => url.pathname.endsWith('/my-home'), WAIT);
});

Then(
  'My home is ready_to_show with the search among saved and recent searches',
  STEP,
  async function (this: PortalWorld) {
    const page = scenarioPage(this);
    await page.locator('[data-testid=my-home][data-state=ready_to_show]').waitFor(WAIT);
    await savedCards(this).first().waitFor(WAIT);
    assert.equal(await savedCards(this).count(), 1);
    assert.ok((await page.locator('[data-testid=recent-searches] [data-testid=search-card]').count()) >= 1);
  },
);

Then('its card has the e-mail alert on and the push alert off', STEP, async function (this: PortalWorld) {
  const card = savedCards(this).first();
  assert.equal(await card.getByTestId('alert-email').isChecked(), true);
  assert.equal(await card.getByTestId('alert-push').isChecked(), false);
});

When("they turn off the e-mail alert of the saved search's card", STEP, async function (this: PortalWorld) {
  const card = savedCards(this).first();
  await card.getByTestId('alert-email').waitFor(WAIT);
  // A controlled switch: it turns off when the service has answered the PATCH, not on the click itself.
  await card.getByTestId('alert-email').click(WAIT);
  await card.locator('[data-testid=alert-email]:not(:checked)').waitFor(WAIT);
});

Then('a toast says {string}', STEP, async function (this: PortalWorld, text: string) {
  await scenarioPage(this).getByText(text, { exact: false }).first().waitFor(WAIT);
});

When('they delete the saved search and confirm', STEP, async function (this: PortalWorld) {
  const page = scenarioPage(this);
  // The alert's own request first: the card is busy until it is answered.
  await savedCards(this).first().locator('[data-testid=delete-search]:enabled').click(WAIT);
  await page.getByTestId('confirm-unsave').click(WAIT);
});

Then("the search is gone from My home's saved searches", STEP, async function (this: PortalWorld) {
  const page = scenarioPage(this);
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid=saved-searches] [data-testid=search-card]').length === 0,
    undefined,
    WAIT,
  );
  assert.equal(await savedCards(this).count(), 0);
});
