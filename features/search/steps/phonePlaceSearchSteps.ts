import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { Locator, Page } from 'playwright-core';
import { personalPartSettled } from '#features/support/personalPart';
import type { PortalWorld } from '#features/support/world';
import { searchBrowser } from './SearchPageUi';

const STEP_TIMEOUT = 180_000;
const addressBefore = new WeakMap<PortalWorld, string>();

/** The bar the phone shows (the header's navigation carries the same name, hidden below 768 px). */
const bottomBar = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Main navigation' }).filter({ visible: true }).last();

When('they press Search in the bottom bar', { timeout: STEP_TIMEOUT }, async function (this: PortalWorld) {
  const page = searchBrowser(this);
  // Hydrated with the visitor's part (docs/pages.md §2): before that the entry is the plain link.
  await personalPartSettled(page);
  addressBefore.set(this, page.url());
  await bottomBar(page)
    .getByRole('link', { name: /^Search/ })
    .click();
});

Then("the cursor is in the header's place box, on the same page", async function (this: PortalWorld) {
  const page = searchBrowser(this);
  // The press either focuses a box in the header or (wrongly) leaves the page: wait for one, then tell which.
  await page.waitForFunction(
    (before) =>
      location.href !== before ||
      (document.activeElement instanceof HTMLInputElement && !!document.activeElement.closest('header')),
    addressBefore.get(this),
  );
  assert.equal(page.url(), addressBefore.get(this), 'Search left the page');
  const focused = await page.evaluate(() => {
    const element = document.activeElement;
    return element instanceof HTMLInputElement && !!element.closest('header') ? element.name : null;
  });
  assert.equal(focused, 'q', "the cursor is not in the header's place box");
});

When('they open the filters', { timeout: STEP_TIMEOUT }, async function (this: PortalWorld) {
  const page = searchBrowser(this);
  await personalPartSettled(page);
  await page.getByTestId('open-filters').click();
  await page.getByTestId('filters-modal').waitFor({ timeout: 60_000 });
});

Then('the first field of the filters is the place, showing {string}', async function (this: PortalWorld, name: string) {
  const sheet = searchBrowser(this).locator('dialog[open]');
  const first = sheet.locator('input:not([type=hidden]), select, textarea').first();
  assert.equal(await first.getAttribute('name'), 'q', 'the first field of the filters is not the place');
  assert.ok(await first.isVisible(), 'the place box is not visible');
  assert.equal(await sheet.getByLabel('Location', { exact: true }).count(), 1);
  assert.ok((await first.getAttribute('placeholder'))?.includes(name), `the place box does not show "${name}"`);
});

When(
  "they type {string} in the filters' place box and press Enter once places are suggested",
  { timeout: STEP_TIMEOUT },
  async function (this: PortalWorld, text: string) {
    const page = searchBrowser(this);
    const field = page.getByTestId('filters-location');
    const box = field.locator('input[name="q"]');
    await box.click();
    await box.pressSequentially(text, { delay: 50 });
    await field.locator('[role="listbox"] [role="option"]').first().waitFor({ timeout: 30_000 });
    const before = page.url();
    await box.press('Enter');
    await page.waitForURL((url) => url.href !== before, { timeout: 60_000 });
    await page.getByTestId('search-page').waitFor({ timeout: 120_000 });
  },
);
