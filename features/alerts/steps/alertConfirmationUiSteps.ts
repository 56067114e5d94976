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

interface AlertConfirmationUi {
  address?: string;
  language?: string;
  link?: URL;
  /** The requests to /svc/alerts/ the page made since the link was opened. */
  alertRequests?: string[];
}

declare module '../../support/world' {
  interface ScenarioState {
    alertConfirmationUi: AlertConfirmationUi;
  }
}

const ui = (world: PortalWorld) => world.slice('alertConfirmationUi', () => ({}));

interface Mail {
  kind: string;
  subject: string;
  text: string;
}

async function mailsTo(world: PortalWorld, address: string): Promise<Mail[]> {
  const response = await fetch(`${serverUrl(world)}/dev/mail.json?to=${encodeURIComponent(address)}`);
  return ((await response.json()) as { mails: Mail[] }).mails;
}

/** The message of a key in a language, with its placeholders matching any text. */
function messagePattern(language: string, key: string): RegExp {
  const message = getMessages(language)[key];
  assert.ok(message, `${key} exists in ${language}`);
  const escaped = message.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{\w+\}/g, '.+')}$`);
}

const text = (language: string, key: string): string => getMessages(language)[key];

async function screenshots(page: Page, name: string, language: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await page.waitForTimeout(300);
    await keepScreenshot(page, { path: path.join(SCREENSHOTS, `${name}-${language}-${width}.png`) });
  }
  if (before) await page.setViewportSize(before);
}

When('they give their e-mail address in the capture modal', STEP, async function (this: PortalWorld) {
  const page = scenarioPage(this);
  const address = `alerts.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.ch`;
  ui(this).address = address;
  ui(this).language = (await page.locator('html').getAttribute('lang')) ?? undefined;
  await page.getByTestId('capture-email').fill(address, WAIT);
  await page.getByTestId('capture-submit').click();
});

Then(
  'the search-save confirmation tells them to check their inbox to confirm the address',
  STEP,
  async function (this: PortalWorld) {
    const page = scenarioPage(this);
    const language = ui(this).language!;
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('invite-authenticate').waitFor(WAIT);
    assert.equal(
      (await dialog.getByTestId('saved-check-inbox').textContent())?.trim(),
      text(language, 'SavedSearch.Saved.CheckInbox'),
    );
  },
);

Then(
  'screenshots of the search-save confirmation are kept at 390 and 1280 px',
  STEP,
  async function (this: PortalWorld) {
    const page = scenarioPage(this);
    await personalPartSettled(page);
    await screenshots(page, 'save-search-2-confirmation', ui(this).language!);
  },
);

Then(
  'exactly one confirmation e-mail reaches the address, written in {word}',
  STEP,
  async function (this: PortalWorld, language: string) {
    const address = ui(this).address!;
    const confirmations = async () => (await mailsTo(this, address)).filter((m) => m.kind === 'alert-confirmation');
    // The save's answer comes after the mail is queued; the short wait covers a slow outbox read.
    for (let attempt = 0; attempt < 20 && (await confirmations()).length === 0; attempt++)
      await new Promise((resolve) => setTimeout(resolve, 250));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const mails = await confirmations();
    assert.equal(mails.length, 1, `confirmation mails to ${address}: ${mails.map((m) => m.subject).join(' | ')}`);
    const [mail] = mails;
    assert.match(mail.subject, messagePattern(language, 'Alerts.Confirm.Mail.Subject'));
    assert.ok(mail.text.includes(text(language, 'Alerts.Confirm.Mail.Ignore')), mail.text);
    const link = /https?:\/\/\S+\/alerts\/confirm\?\S+/.exec(mail.text)?.[0];
    assert.ok(link, `a link in: ${mail.text}`);
    const url = new URL(link);
    assert.equal(url.searchParams.get('c'), language, 'the link opens the page in the mail’s language');
    ui(this).link = url;
  },
);

async function openLink(world: PortalWorld): Promise<void> {
  const page = scenarioPage(world);
  const link = ui(world).link!;
  const state = ui(world);
  if (!state.alertRequests)
    page.on('request', (request) => {
      if (request.url().includes('/svc/alerts/'))
        state.alertRequests?.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
  state.alertRequests = [];
  // The mail's link names the portal's public origin; the test server serves the same path.
  const response = await page.goto(`${serverUrl(world)}${link.pathname}${link.search}`, { waitUntil: 'load' });
  assert.equal(response?.status(), 200);
  // Hydrated, so the button would act, and whatever the page does after loading has happened.
  await personalPartSettled(page);
}

When('they open the link of the confirmation e-mail', STEP, async function (this: PortalWorld) {
  await openLink(this);
});

When('they open the link of the confirmation e-mail again', STEP, async function (this: PortalWorld) {
  await openLink(this);
});

Then(
  'the confirmation page shows its button, and opening it confirmed nothing',
  STEP,
  async function (this: PortalWorld) {
    const page = scenarioPage(this);
    const language = ui(this).language!;
    const section = page.locator('[data-testid=alert-confirmation][data-state=ready]');
    await section.waitFor(WAIT);
    assert.equal(await page.locator('html').getAttribute('lang'), language);
    assert.equal((await section.locator('h1').textContent())?.trim(), text(language, 'Alerts.Confirm.Title'));
    assert.equal(
      (await section.getByTestId('alert-confirm').textContent())?.trim(),
      text(language, 'Alerts.Confirm.Button'),
    );
    const robots = await page.locator('meta[name=robots]').getAttribute('content');
    assert.match(robots ?? '', /noindex/);
    await page.waitForTimeout(500);
    // "The page confirms on a press, never on opening": no call to the alerts service yet.
    assert.deepEqual(ui(this).alertRequests, []);
  },
);

Then('axe finds nothing serious on the confirmation page', STEP, async function (this: PortalWorld) {
  assert.deepEqual(await seriousAccessibilityProblems(scenarioPage(this)), []);
});

Then(
  'screenshots of the confirmation page are kept at 390 and 1280 px as {string}',
  STEP,
  async function (this: PortalWorld, state: string) {
    await screenshots(scenarioPage(this), `confirm-address-${state}`, ui(this).language!);
  },
);

When('they press the confirmation button', STEP, async function (this: PortalWorld) {
  await scenarioPage(this).getByTestId('alert-confirm').click(WAIT);
});

Then('the page says their address is confirmed', STEP, async function (this: PortalWorld) {
  const page = scenarioPage(this);
  const language = ui(this).language!;
  const section = page.locator('[data-testid=alert-confirmation][data-state=confirmed]');
  await section.waitFor(WAIT);
  assert.equal((await section.locator('h1').textContent())?.trim(), text(language, 'Alerts.Confirm.Done.Title'));
  assert.equal((await section.locator('p').textContent())?.trim(), text(language, 'Alerts.Confirm.Done.Text'));
  // One press, one POST with the token.
  assert.deepEqual(ui(this).alertRequests, ['POST /svc/alerts/confirmations']);
});
