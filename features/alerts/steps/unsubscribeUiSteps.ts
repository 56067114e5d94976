import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Then, When } from '@cucumber/cucumber';
import type { Page } from 'playwright-core';
import { getMessages } from '#config/i18n/index';
import { seriousAccessibilityProblems } from '#features/support/accessibility';
import { keepScreenshot } from '#features/support/keepScreenshot';
import { personalPartSettled } from '#features/support/personalPart';
import { scenarioPage, serverUrl } from '#features/support/scenarioAccess';
import type { PortalWorld } from '#features/support/world';

/** Browser steps on a loaded CI machine take seconds, not Cucumber's default 5 s. */
const STEP = { timeout: 180_000 };
const WAIT = { timeout: 60_000 };
const SCREENSHOTS = path.resolve('docs/screenshots/alerts');

interface UnsubscribeUi {
  language?: string;
  searchId?: string;
  /** The requests to /svc/alerts/ the page made since it was opened. */
  alertRequests: string[];
}

declare module '../../support/world' {
  interface ScenarioState {
    unsubscribeUi: UnsubscribeUi;
  }
}

const ui = (world: PortalWorld) => world.slice('unsubscribeUi', () => ({ alertRequests: [] }));
const text = (language: string, key: string): string => getMessages(language)[key];
const savedCard = (page: Page) => page.locator('[data-testid=saved-searches] [data-testid=search-card]').first();

/** My home in a second tab of the same browser, so the unsubscribe page stays where it is. */
async function emailAlertOnMyHome(world: PortalWorld): Promise<{ searchId: string; alertOn: boolean }> {
  const myHome = await scenarioPage(world).context().newPage();
  try {
    await myHome.goto(`${serverUrl(world)}/my-home`, { waitUntil: 'load' });
    await personalPartSettled(myHome);
    const card = savedCard(myHome);
    await card.getByTestId('alert-email').waitFor(WAIT);
    return {
      searchId: (await card.getAttribute('data-search-id')) ?? '',
      alertOn: await card.getByTestId('alert-email').isChecked(),
    };
  } finally {
    await myHome.close();
  }
}

When(
  "they open the unsubscribe page of their saved search without the e-mail's link",
  STEP,
  async function (this: PortalWorld) {
    const page = scenarioPage(this);
    const state = ui(this);
    state.language = (await page.locator('html').getAttribute('lang')) ?? undefined;
    const { searchId, alertOn } = await emailAlertOnMyHome(this);
    assert.match(searchId, /^\d+$/);
    assert.equal(alertOn, true, 'the saved search has its e-mail alert on before');
    state.searchId = searchId;
    page.on('request', (request) => {
      if (request.url().includes('/svc/alerts/'))
        state.alertRequests.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    const response = await page.goto(`${serverUrl(this)}/unsubscribe?unsublink=${searchId}`, { waitUntil: 'load' });
    assert.equal(response?.status(), 200);
    await personalPartSettled(page);
  },
);

Then(
  'the page asks them whether to turn the alert off, and opening it turned nothing off',
  STEP,
  async function (this: PortalWorld) {
    const page = scenarioPage(this);
    const { language } = ui(this);
    const question = page.getByTestId('unsubscribe-question');
    await question.waitFor(WAIT);
    assert.equal((await question.locator('h1').textContent())?.trim(), text(language!, 'Unsubscribe.Confirm.Title'));
    assert.equal(
      (await question.getByTestId('unsubscribe-confirm').textContent())?.trim(),
      text(language!, 'Unsubscribe.Confirm.Button'),
    );
    assert.deepEqual(ui(this).alertRequests, []);
    const { alertOn } = await emailAlertOnMyHome(this);
    assert.equal(alertOn, true, 'a GET without the signed link turns nothing off');
  },
);

Then('axe finds nothing serious on the unsubscribe page', STEP, async function (this: PortalWorld) {
  assert.deepEqual(await seriousAccessibilityProblems(scenarioPage(this)), []);
});

Then(
  'screenshots of the unsubscribe page are kept at 390 and 1280 px as {string}',
  STEP,
  async function (this: PortalWorld, name: string) {
    const page = scenarioPage(this);
    mkdirSync(SCREENSHOTS, { recursive: true });
    const before = page.viewportSize();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await page.waitForTimeout(300);
      const file = `unsubscribe-${name}-${ui(this).language}-${width}.png`;
      await keepScreenshot(page, { path: path.join(SCREENSHOTS, file) });
    }
    if (before) await page.setViewportSize(before);
  },
);

When('they press the button that turns the alert off', STEP, async function (this: PortalWorld) {
  await scenarioPage(this).getByTestId('unsubscribe-confirm').click(WAIT);
});

Then(
  'the page says the alert is off, with one POST to \\/svc\\/alerts\\/unsubscriptions',
  STEP,
  async function (this: PortalWorld) {
    const page = scenarioPage(this);
    const { language, searchId } = ui(this);
    const done = page.locator(`[data-testid=unsubscribed][data-search-id="${searchId}"]`);
    await done.waitFor(WAIT);
    assert.equal((await done.locator('h1').textContent())?.trim(), text(language!, 'Unsubscribe.Title'));
    await page.getByTestId('unsubscribed-ok').waitFor(WAIT);
    assert.deepEqual(ui(this).alertRequests, ['POST /svc/alerts/unsubscriptions']);
  },
);

Then('My home shows the saved search with its e-mail alert off', STEP, async function (this: PortalWorld) {
  const { searchId, alertOn } = await emailAlertOnMyHome(this);
  assert.equal(searchId, ui(this).searchId);
  assert.equal(alertOn, false);
});
