import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Then, When } from '@cucumber/cucumber';
import { seriousAccessibilityProblems } from '#features/support/accessibility';
import { personalPartSettled } from '#features/support/personalPart';
import { scenarioPage, serverUrl } from '#features/support/scenarioAccess';
import type { PortalWorld } from '#features/support/world';

/** Browser steps on a loaded machine take seconds, not Cucumber's default 5 s. */
const STEP = { timeout: 180_000 };
const LOAD = { waitUntil: 'load' as const, timeout: 120_000 };
let lastStatus: number | undefined;

async function hydrated(world: PortalWorld) {
  // Marked on <html> once the visitor's part has come (docs/pages.md): a wait for its request's answer,
  // begun after the page's load, missed an answer that came first and waited out its 120 s.
  await personalPartSettled(scenarioPage(world));
}

When('the visitor opens the home page in {string}', STEP, async function (this: PortalWorld, language: string) {
  const page = scenarioPage(this);
  await page.context().addCookies([{ name: 'culture', value: language, url: serverUrl(this) }]);
  await page.goto(`${serverUrl(this)}${language === 'en' ? '' : `/${language}`}/`, LOAD);
});

When('follows the footer link {string}', STEP, async function (this: PortalWorld, name: string) {
  const page = scenarioPage(this);
  const link = page.locator('footer').getByRole('link', { name, exact: true });
  const href = await link.getAttribute('href');
  assert.ok(href, `no footer link named ${name}`);
  const [response] = await Promise.all([page.waitForNavigation(LOAD).catch(() => null), link.click()]);
  lastStatus = response?.status() ?? (await page.goto(new URL(href, page.url()).toString(), LOAD))?.status();
});

Then('the page answers 200 with the heading {string}', STEP, async function (this: PortalWorld, heading: string) {
  const page = scenarioPage(this);
  assert.equal(lastStatus ?? 200, 200);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 60_000 });
});

When('the visitor opens the content page {string}', STEP, async function (this: PortalWorld, urlPath: string) {
  const response = await scenarioPage(this).goto(`${serverUrl(this)}${urlPath}`, LOAD);
  assert.equal(response?.status(), 200);
  await hydrated(this);
});

When('opens the question {string}', STEP, async function (this: PortalWorld, question: string) {
  await scenarioPage(this).locator('summary', { hasText: question }).click();
});

Then('its answer is shown', STEP, async function (this: PortalWorld) {
  const page = scenarioPage(this);
  await page.locator('details[open]').first().waitFor({ timeout: 30_000 });
  assert.equal(await page.locator('details[open]').count(), 1);
});

When(
  'sends the contact form with the name {string}, the e-mail {string} and a message',
  STEP,
  async function (this: PortalWorld, name: string, email: string) {
    const page = scenarioPage(this);
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('Your e-mail address').fill(email);
    await page.getByLabel('Subject').selectOption('My account');
    await page.getByLabel('Your message').fill('Please change the e-mail address of my account.');
    await page.getByRole('button', { name: 'Send message' }).click();
  },
);

Then('the form says the message was sent', STEP, async function (this: PortalWorld) {
  await scenarioPage(this).getByTestId('content-form-sent').waitFor({ timeout: 60_000 });
});

When('asks for the app in the mobile apps promotion', STEP, async function (this: PortalWorld) {
  await hydrated(this);
  await scenarioPage(this).getByTestId('app-promotion-open').click();
});

Then('the app advert for {string} shows', STEP, async function (this: PortalWorld, subject: string) {
  const page = scenarioPage(this);
  const titles: Record<string, string> = {
    SearchAlerts: 'New homes the minute they are listed',
    Chat: 'Answer agents on the go',
  };
  await page.getByTestId('app-advert').waitFor({ timeout: 30_000 });
  await page.getByRole('dialog', { name: titles[subject] }).waitFor({ timeout: 30_000 });
});

When('the visitor goes on to the QR code', STEP, async function (this: PortalWorld) {
  await scenarioPage(this).getByTestId('app-advert-next').click();
});

Then('a QR code to download the app is shown', STEP, async function (this: PortalWorld) {
  const page = scenarioPage(this);
  const image = page.getByRole('img', { name: 'QR code to download the Homefinder app' });
  await image.waitFor({ timeout: 30_000 });
  // The server-made SVG has loaded (a broken image has no natural width).
  await page.waitForFunction(
    () => (document.querySelector('[data-testid="app-advert-qr"] img') as HTMLImageElement | null)?.naturalWidth ?? 0,
    undefined,
    { timeout: 30_000 },
  );
});

/** Findings per page of the language the scenario went through (path → axe's serious and critical findings). */
const findings = new WeakMap<PortalWorld, { language: string; problems: Map<string, string[]> }>();

/** Every content page's path, read from the content folder (one folder per page), and a path no page has. */
function contentPaths(language: string): string[] {
  const pages = readdirSync(path.resolve('content/pages')).filter((id) => id !== 'maintenance');
  const prefix = language === 'en' ? '' : `/${language}`;
  return [...pages, 'a-page-that-is-not-there'].map((id) => (id === 'home' ? prefix || '/' : `${prefix}/${id}`));
}

When(
  'the visitor opens every content page in {string}',
  { timeout: 900_000 },
  async function (this: PortalWorld, language: string) {
    const page = scenarioPage(this);
    const problems = new Map<string, string[]>();
    for (const urlPath of contentPaths(language)) {
      const response = await page.goto(`${serverUrl(this)}${urlPath}`, LOAD);
      const expected = urlPath.endsWith('a-page-that-is-not-there') ? 404 : 200;
      assert.equal(response?.status(), expected, `${urlPath} answered ${response?.status()}`);
      await hydrated(this);
      problems.set(urlPath, await seriousAccessibilityProblems(page));
    }
    assert.ok(problems.size > 10, `only ${problems.size} content pages`);
    findings.set(this, { language, problems });
  },
);

Then('none has a serious or critical accessibility violation', STEP, function (this: PortalWorld) {
  const found = findings.get(this);
  assert.ok(found, 'no page was opened');
  const failing = [...found.problems].filter(([, problems]) => problems.length > 0);
  assert.deepEqual(failing, []);
});

Then('neither step of the app advertisement has one', STEP, async function (this: PortalWorld) {
  const found = findings.get(this);
  assert.ok(found, 'no page was opened');
  const page = scenarioPage(this);
  await page.goto(`${serverUrl(this)}${found.language === 'en' ? '/' : `/${found.language}`}`, LOAD);
  await hydrated(this);
  await page.getByTestId('app-promotion-open').click();
  // The dialog and its backdrop rise and fade in (--duration-modal): axe reads colours once every finite
  // animation of the page has ended (an endless one, a spinner, never does).
  const settled = () =>
    page.waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 30_000 },
    );
  await page.getByTestId('app-advert').waitFor({ timeout: 30_000 });
  await settled();
  assert.deepEqual(await seriousAccessibilityProblems(page), [], 'the advert');
  await page.getByTestId('app-advert-next').click();
  await page.getByTestId('app-advert-qr').waitFor({ timeout: 30_000 });
  await settled();
  assert.deepEqual(await seriousAccessibilityProblems(page), [], 'the QR code');
});

Then(
  'the mortgage calculator {string} is shown in the article',
  STEP,
  async function (this: PortalWorld, title: string) {
    const module = scenarioPage(this).getByTestId('content-mortgage-lead');
    const calculator = module.getByTestId('mortgage-calculator');
    await calculator.getByRole('heading', { level: 2, name: title }).waitFor({ timeout: 30_000 });
    assert.ok(await calculator.locator('input').count(), 'the calculator has no inputs');
  },
);

Then(
  'every link of the footer to the portal opens a page with a heading, in {string}',
  { timeout: 900_000 },
  async function (this: PortalWorld, language: string) {
    const page = scenarioPage(this);
    const origin = new URL(serverUrl(this)).origin;
    const hrefs = await page
      .locator('footer a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    const internal = [...new Set(hrefs.filter((href) => new URL(href).origin === origin))];
    assert.ok(internal.length >= 10, `the footer links ${internal.length} pages of the portal`);
    const failures: string[] = [];
    for (const href of internal) {
      const response = await page.goto(href, LOAD);
      const heading = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim();
      const lang = await page.locator('html').getAttribute('lang');
      if (response?.status() !== 200 || !heading || lang !== language)
        failures.push(`${href}: ${response?.status()} heading "${heading ?? ''}" lang ${lang}`);
    }
    assert.deepEqual(failures, []);
  },
);
