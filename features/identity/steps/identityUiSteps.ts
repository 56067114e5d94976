import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { BrowserContext } from 'playwright-core';
import { scenarioPage, serverUrl } from '#features/support/scenarioAccess';
import { chooseCulture } from '#features/support/cultureChoice';
import { clickUntil } from '#features/identity/steps/regionalUi';
import type { PortalWorld } from '#features/support/world';

/** Browser steps on a loaded CI machine take seconds, not Cucumber's default 5 s. */
const STEP = { timeout: 180_000 };
const PASSWORD = 'correct horse battery';

interface IdentityUi {
  email?: string;
  token?: string;
  /** The tracking posts (POST /svc/events/track) seen since the visitor's cookie choice. */
  trackingPosts?: string[];
}

declare module '../../support/world' {
  interface ScenarioState {
    identityUi: IdentityUi;
  }
}

const ui = (world: PortalWorld) => world.slice('identityUi', () => ({}));
const base = serverUrl;
const page = scenarioPage;
const context = (world: PortalWorld): BrowserContext => page(world).context();

async function cookie(world: PortalWorld, name: string): Promise<string | undefined> {
  return (await context(world).cookies(base(world))).find((candidate) => candidate.name === name)?.value;
}

async function claims(world: PortalWorld): Promise<Record<string, unknown>> {
  const token = await cookie(world, 'token');
  assert.ok(token, 'the browser holds a token cookie');
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The latest mail to an address, from the test server's outbox viewer. */
async function codeMailedTo(world: PortalWorld, email: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const { mails } = (await (await fetch(`${base(world)}/dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as {
      mails: { text: string }[];
    };
    const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code mailed to ${email}`);
}

async function openLogin(world: PortalWorld, view: 'register' | 'login' | 'emailCode', callbackUrl = '/') {
  await page(world).goto(`${base(world)}/auth/login?view=${view}&callbackUrl=${encodeURIComponent(callbackUrl)}`);
  // The submit buttons are enabled once React has hydrated the page.
  await page(world).locator('form[data-testid] button[type=submit]:enabled').first().waitFor();
}

async function submit(world: PortalWorld, form: string) {
  await page(world).locator(`[data-testid=${form}] button[type=submit]`).click();
}

async function register(world: PortalWorld, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.ch`;
  ui(world).email = email;
  await openLogin(world, 'register', '/settings');
  const p = page(world);
  await p.fill('[data-testid=register-form] input[name=fullName]', name);
  await p.fill('[data-testid=register-form] input[name=email]', email);
  await p.fill('[data-testid=register-form] input[name=password]', PASSWORD);
  await p.check('[data-testid=register-form] input[name=acceptTerms]');
  await submit(world, 'register-form');
  await p.locator('[data-testid=code-form]').waitFor();
  await p.fill('[data-testid=code-form] input[name=code]', await codeMailedTo(world, email));
  await submit(world, 'code-form');
  await p.waitForURL((url) => url.pathname === '/settings');
}

async function logOut(world: PortalWorld) {
  const p = page(world);
  await p.goto(`${base(world)}/settings`);
  // Before hydration the button does nothing: pressed until its confirmation shows.
  const confirm = p.locator('[data-testid=logout-confirm]');
  await clickUntil(p, p.locator('[data-testid=logout]').first(), () => confirm.isVisible());
  await confirm.click();
  await p.waitForURL((url) => url.pathname === '/');
}

Given('a new visitor reading the portal in {word}', STEP, async function (this: PortalWorld, language: string) {
  await chooseCulture(page(this), `${base(this)}/`, language);
});

Then('the visitor has no profile and no token yet', async function (this: PortalWorld) {
  // A page view writes nothing (docs/pages.md §10): the profile is born by the first act that needs one.
  assert.equal(await cookie(this, 'profile'), undefined);
  assert.equal(await cookie(this, 'token'), undefined);
});

When('they register as {string} with a password', STEP, async function (this: PortalWorld, name: string) {
  await register(this, name);
});

Given('they have registered as {string}', STEP, async function (this: PortalWorld, name: string) {
  await register(this, name);
});

Given('they have registered as {string} and logged out', STEP, async function (this: PortalWorld, name: string) {
  await register(this, name);
  await logOut(this);
});

Then('they are authenticated as a full user', async function (this: PortalWorld) {
  const token = await claims(this);
  assert.equal(token.auth_state, 'UserAuthenticated');
  assert.equal(typeof token.user_id, 'number');
  assert.ok(await cookie(this, 'refreshToken'), 'a refresh token cookie is held');
});

When('they log out and confirm', STEP, async function (this: PortalWorld) {
  ui(this).token = await cookie(this, 'token');
  await logOut(this);
});

Then('they are a guest unknown with no profile', async function (this: PortalWorld) {
  // Logging out leaves the browser with no profile until its next act that bears one (docs/pages.md §10).
  assert.equal(await cookie(this, 'refreshToken'), undefined);
  assert.equal(await cookie(this, 'profile'), undefined);
  // A request in flight at the logout may still have set an access token of the old profile: it
  // cannot be renewed without the profile cookie, and it is no full user's.
  const token = await cookie(this, 'token');
  if (token) assert.notEqual((await claims(this)).auth_state, 'UserAuthenticated');
});

When('they log in with their e-mail and password', STEP, async function (this: PortalWorld) {
  await openLogin(this, 'login');
  const p = page(this);
  await p.fill('[data-testid=login-form] input[name=email]', ui(this).email as string);
  await p.fill('[data-testid=login-form] input[name=password]', PASSWORD);
  await submit(this, 'login-form');
  await p.waitForURL((url) => url.pathname === '/');
});

When('they log in with a code read from the outbox', STEP, async function (this: PortalWorld) {
  await openLogin(this, 'emailCode');
  const p = page(this);
  const email = ui(this).email as string;
  await p.fill('[data-testid=email-code-form] input[name=email]', email);
  await submit(this, 'email-code-form');
  await p.locator('[data-testid=code-form]').waitFor();
  await p.fill('[data-testid=code-form] input[name=code]', await codeMailedTo(this, email));
  await submit(this, 'code-form');
  await p.waitForURL((url) => url.pathname === '/');
});

When('their access token has expired and they open a page', STEP, async function (this: PortalWorld) {
  ui(this).token = await cookie(this, 'token');
  // The token cookie lives as long as the token: an expired token is a missing cookie.
  await context(this).clearCookies({ name: 'token' });
  await page(this).goto(`${base(this)}/settings`);
});

Then('they are authenticated as a full user with a new access token', async function (this: PortalWorld) {
  const token = await cookie(this, 'token');
  assert.ok(token && token !== ui(this).token, 'a new access token was issued');
  assert.equal((await claims(this)).auth_state, 'UserAuthenticated');
  assert.ok(
    await page(this).locator('[data-testid=profile-form]').count(),
    'the settings page shows the signed-in profile',
  );
});

When('they enter the mobile phone {string} on their profile', STEP, async function (this: PortalWorld, phone: string) {
  const p = page(this);
  if (new URL(p.url()).pathname !== '/settings/profile') {
    await p.goto(`${base(this)}/settings/profile`);
    await p.locator('[data-testid=profile-form] button[type=submit]:enabled').waitFor();
  }
  await p.fill('[data-testid=profile-form] input[name=phone]', phone);
  await submit(this, 'profile-form');
});

Then('the profile form says {string}', STEP, async function (this: PortalWorld, message: string) {
  await page(this).getByText(message).waitFor();
});

Then('the profile is saved and complete', STEP, async function (this: PortalWorld) {
  const p = page(this);
  await p.locator('[data-testid=profile-form] [role=status]').waitFor();
  await p.reload();
  assert.equal(await p.inputValue('[data-testid=profile-form] input[name=phone]'), '+41 79 123 45 67');
});

Then('the cookie consent banner shows', STEP, async function (this: PortalWorld) {
  await page(this).locator('[data-testid=cookie-consent]').waitFor();
});

When('they accept all cookies', STEP, async function (this: PortalWorld) {
  const p = page(this);
  await p.waitForLoadState('networkidle');
  await p.locator('[data-testid=cookie-consent] button').last().click();
  await p.locator('[data-testid=cookie-consent]').waitFor({ state: 'detached' });
});

Then('the cookie consent banner no longer shows, even after a reload', STEP, async function (this: PortalWorld) {
  await page(this).reload();
  await page(this).waitForLoadState('networkidle');
  assert.equal(await page(this).locator('[data-testid=cookie-consent]').count(), 0);
});

When('they save their cookie choices without performance cookies', STEP, async function (this: PortalWorld) {
  const p = page(this);
  await p.waitForLoadState('networkidle');
  const banner = p.locator('[data-testid=cookie-consent]');
  await banner.getByRole('button', { name: 'Customise' }).click();
  assert.equal(await banner.locator('input[name=performanceCookies]').isChecked(), false);
  await banner.getByRole('button', { name: 'Save my choices' }).click();
  await banner.waitFor({ state: 'detached' });
  const posts: string[] = [];
  p.on('request', (request) => {
    if (request.url().includes('/svc/events/track')) posts.push(request.postData() ?? '');
  });
  ui(this).trackingPosts = posts;
});

When('they open the search page and leave it', STEP, async function (this: PortalWorld) {
  const p = page(this);
  // The pages' timers on a clock the step moves: the batch delay (3 s) passes without waiting it out.
  await p.clock.install();
  await p.goto(`${base(this)}/search`);
  await p.waitForLoadState('networkidle');
  // Longer than the batch delay, then a page hide, which sends whatever waits.
  await p.clock.runFor(4_000);
  await p.goto(`${base(this)}/cookies-policy`);
  await p.waitForLoadState('networkidle');
  await p.clock.runFor(4_000);
});

Then('no tracking event was posted since their choice', STEP, async function (this: PortalWorld) {
  assert.deepEqual(ui(this).trackingPosts, []);
});
