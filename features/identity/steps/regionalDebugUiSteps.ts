import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { PORTALS } from '#config/portals';
import type { PortalWorld } from '#features/support/world';
import { fixturePortal } from './fixturePortal';
import {
  STEP,
  acceptCookiesIfAsked,
  baseOf,
  closeToasts,
  claimsOf,
  clickUntil,
  contextOf,
  ownProfileId,
  pageOf,
  screenshot,
  seriousAccessibilityProblems,
  servedPageContext,
} from './regionalUi';

/** Steps of regional_and_debug_ui.feature (helpers in ./regionalUi.ts, the debug portal in ./fixturePortal.ts). */

const suggestion = (world: PortalWorld) => pageOf(world).locator('[data-testid=portal-suggestion]');
const dashboardSwitch = (world: PortalWorld) => pageOf(world).locator('[data-testid=dashboard-switch]');

async function open(world: PortalWorld, pathAndQuery: string) {
  const response = await pageOf(world).goto(`${baseOf(world)}${pathAndQuery}`, { waitUntil: 'load' });
  assert.equal(response?.status(), 200, `${pathAndQuery} answers 200`);
}

// --- Portal suggestion -------------------------------------------------------------------------

Given(
  'a visitor located in {string} by the CDN reading the portal in {word}',
  STEP,
  async function (this: PortalWorld, country: string, language: string) {
    // What Cloudflare adds in front of the portal (COUNTRY_HEADER's default, cf-ipcountry).
    await contextOf(this).setExtraHTTPHeaders({ 'cf-ipcountry': country });
    await open(this, `/?c=${language}`);
  },
);

When('they open {string}', STEP, async function (this: PortalWorld, pathAndQuery: string) {
  await open(this, pathAndQuery);
});

Then(
  'a panel suggests {string} with a link to {string}',
  STEP,
  async function (this: PortalWorld, portalName: string, href: string) {
    const panel = suggestion(this);
    await panel.waitFor();
    assert.match((await panel.textContent()) ?? '', new RegExp(portalName));
    assert.equal(await panel.locator('[data-testid=portal-suggestion-link]').getAttribute('href'), href);
  },
);

When('they choose to stay here', STEP, async function (this: PortalWorld) {
  const page = pageOf(this);
  await clickUntil(
    page,
    page.locator('[data-testid=portal-suggestion-dismiss]'),
    async () => (await suggestion(this).count()) === 0,
  );
  // The button went with the panel: focus moved to the page, not lost on <body>.
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'main');
});

Then('no portal suggestion shows, even after a reload', STEP, async function (this: PortalWorld) {
  await pageOf(this).reload({ waitUntil: 'load' });
  assert.equal(await suggestion(this).count(), 0);
});

Then('no portal suggestion shows, even on the next page', STEP, async function (this: PortalWorld) {
  const page = pageOf(this);
  assert.equal(await suggestion(this).count(), 0);
  // The dismissal is remembered once the page is interactive (a cookie), then outlives the link.
  await page.waitForFunction(() => document.cookie.includes('cultureSuggestion=dismissed'), undefined, {
    timeout: 60_000,
  });
  await open(this, '/');
  assert.equal(await suggestion(this).count(), 0);
});

Then('the address bar no longer shows {string}', STEP, async function (this: PortalWorld, parameter: string) {
  const page = pageOf(this);
  await page.waitForFunction((name) => !window.location.search.includes(name), parameter, { timeout: 60_000 });
});

Then('the page has no serious or critical accessibility problems', STEP, async function (this: PortalWorld) {
  assert.deepEqual(await seriousAccessibilityProblems(pageOf(this)), []);
});

Then(
  'screenshots of the portal suggestion are taken at 390 and 1280 px as {string} in {word}',
  STEP,
  async function (this: PortalWorld, name: string, language: string) {
    const page = pageOf(this);
    await acceptCookiesIfAsked(page);
    for (const width of [390, 1280]) await screenshot(page, `${name}-${width}-${language}`, width, false);
  },
);

// --- Regional settings page ----------------------------------------------------------------------

When('they open the regional settings page at {string}', STEP, async function (this: PortalWorld, route: string) {
  await open(this, route);
  // Linked from the settings navigation, marked as the current section.
  assert.equal(await pageOf(this).locator('nav a[href="/settings/regional"]').getAttribute('aria-current'), 'page');
  await pageOf(this).locator('[data-testid=regional-settings-form] button[type=submit]:enabled').waitFor();
});

When('they save the regional settings without choosing a country', STEP, async function (this: PortalWorld) {
  const page = pageOf(this);
  assert.equal(
    await page.inputValue('select[name=countryISO]'),
    '',
    'the international portal leaves the country to the visitor',
  );
  await page.locator('[data-testid=regional-settings-form] button[type=submit]').click();
});

Then('the country field says {string}', STEP, async function (this: PortalWorld, message: string) {
  const page = pageOf(this);
  const select = page.locator('select[name=countryISO]');
  await page.locator('[data-testid=regional-settings-form] [role=alert]', { hasText: message }).waitFor();
  assert.equal(await select.getAttribute('aria-invalid'), 'true');
  const describedBy = (await select.getAttribute('aria-describedby')) ?? '';
  assert.equal(await page.locator(`[id="${describedBy}"]`).textContent(), message, 'the message is tied to the field');
});

When(
  'they choose the country {string} and the currency {string} and save',
  STEP,
  async function (this: PortalWorld, country: string, currency: string) {
    const page = pageOf(this);
    await page.selectOption('select[name=countryISO]', country);
    await page.selectOption('select[name=currencyId]', currency);
    await Promise.all([
      page.waitForEvent('framenavigated'),
      page.locator('[data-testid=regional-settings-form] button[type=submit]').click(),
    ]);
    await page.waitForLoadState('load');
  },
);

Then(
  'the page comes back in {word} saying {string}',
  STEP,
  async function (this: PortalWorld, currency: string, message: string) {
    const page = pageOf(this);
    await page.getByText(message).first().waitFor();
    assert.equal((await servedPageContext(page)).requestContext.currency, currency);
    assert.equal(await page.inputValue('select[name=currencyId]'), currency);
  },
);

Then(
  "the profile's regional settings are culture {string}, country {string} and currency {string}",
  STEP,
  async function (this: PortalWorld, culture: string, country: string, currency: string) {
    const id = await ownProfileId(this);
    const profile = (await pageOf(this).evaluate(
      async (profileId) => (await fetch(`/svc/accounts/profiles/${profileId}`, { credentials: 'same-origin' })).json(),
      id,
    )) as { regionalSettings: Record<string, string> };
    assert.deepEqual(
      {
        culture: profile.regionalSettings.culture,
        countryISO: profile.regionalSettings.countryISO,
        currencyId: profile.regionalSettings.currencyId,
      },
      { culture, countryISO: country, currencyId: currency },
    );
  },
);

Then(
  'screenshots of the regional settings page are taken at 390 and 1280 px as {string} in {word}',
  STEP,
  async function (this: PortalWorld, name: string, language: string) {
    const page = pageOf(this);
    await acceptCookiesIfAsked(page);
    await closeToasts(page);
    for (const width of [390, 1280]) await screenshot(page, `${name}-${width}-${language}`, width, false);
  },
);

// --- Feature flags -------------------------------------------------------------------------------

When('they come back with a forged cookie {string}', STEP, async function (this: PortalWorld, cookie: string) {
  const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
  await contextOf(this).addCookies([{ name, value: encodeURIComponent(value), url: baseOf(this) }]);
  await open(this, '/');
});

Then("the page is rendered with the portal's own feature flags", STEP, async function (this: PortalWorld) {
  const { requestContext } = await servedPageContext(pageOf(this));
  assert.deepEqual(requestContext.portal.featureFlags, PORTALS[requestContext.portal.id].featureFlags);
  assert.equal(requestContext.featureFlagOverrides, undefined);
  assert.equal(requestContext.debug, false);
});

Then('no debug panel shows', STEP, async function (this: PortalWorld) {
  assert.equal(await pageOf(this).locator('[data-testid=debug-panel]').count(), 0);
});

Given('an agent with a dashboard has logged in', STEP, async function (this: PortalWorld) {
  const { agent } = await fixturePortal();
  const page = pageOf(this);
  await page.goto(`${baseOf(this)}/auth/login?view=login&callbackUrl=${encodeURIComponent('/?c=en')}`);
  await page.locator('[data-testid=login-form] button[type=submit]:enabled').waitFor();
  await page.fill('[data-testid=login-form] input[name=email]', agent.email);
  await page.fill('[data-testid=login-form] input[name=password]', agent.password);
  await page.locator('[data-testid=login-form] button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === '/');
  assert.equal((await claimsOf(this)).user_id, agent.userId);
});

Then('the switch-to-dashboard prompt shows', STEP, async function (this: PortalWorld) {
  await dashboardSwitch(this).waitFor({ timeout: 60_000 });
});

Then(
  'on their next visit in this browser the switch-to-dashboard prompt shows',
  STEP,
  async function (this: PortalWorld) {
    // The prompt is offered on one page of a visit (a new tab is a new visit); the flag's override
    // cookie is the browser's, so the new tab is rendered with the portal's flag again.
    const tab = await pageOf(this).context().newPage();
    await tab.goto(`${baseOf(this)}/?c=en`, { waitUntil: 'load' });
    await tab.locator('[data-testid=dashboard-switch]').waitFor({ timeout: 60_000 });
    await tab.close();
  },
);

async function openDebugPanel(world: PortalWorld) {
  const page = pageOf(world);
  const toggle = page.locator('[data-testid=debug-panel] > button');
  await clickUntil(page, toggle, async () => (await toggle.getAttribute('aria-expanded')) === 'true');
}

When('they open the debug panel', STEP, async function (this: PortalWorld) {
  await openDebugPanel(this);
});

When(
  'they set PS_FLAG_SWITCH_TO_DASHBOARD to {string} in the debug panel',
  STEP,
  async function (this: PortalWorld, choice: string) {
    const page = pageOf(this);
    await openDebugPanel(this);
    await page.selectOption('select[name=PS_FLAG_SWITCH_TO_DASHBOARD]', choice);
    // Applying writes the override cookie and reloads, so the server renders with the new flag.
    await Promise.all([
      page.waitForEvent('framenavigated'),
      page.locator('[data-testid=feature-flag-editor] button[type=submit]').click(),
    ]);
    await page.waitForLoadState('load');
    // Hydrated (the toggle answers), so the switch's own effect has run.
    await openDebugPanel(this);
  },
);

Then('the dashboard switch is hidden in this browser', STEP, async function (this: PortalWorld) {
  assert.equal(
    (await servedPageContext(pageOf(this))).requestContext.portal.featureFlags.PS_FLAG_SWITCH_TO_DASHBOARD,
    false,
    'the server rendered with the override',
  );
  await pageOf(this).waitForTimeout(500);
  assert.equal(await dashboardSwitch(this).count(), 0);
});

Then(
  'the debug panel says PS_FLAG_SWITCH_TO_DASHBOARD is {string} and overridden',
  STEP,
  async function (this: PortalWorld, value: string) {
    const select = pageOf(this).locator('select[name=PS_FLAG_SWITCH_TO_DASHBOARD]');
    assert.equal(await select.inputValue(), 'off');
    const hint = await pageOf(this)
      .locator(`[id="${await select.getAttribute('aria-describedby')}"]`)
      .textContent();
    assert.equal(hint, `Now: ${value} (overridden in this browser)`);
  },
);

Then("another browser still gets the portal's PS_FLAG_SWITCH_TO_DASHBOARD", STEP, async function (this: PortalWorld) {
  const html = await (await fetch(`${baseOf(this)}/`, { headers: { accept: 'text/html' } })).text();
  const json = /<script id="vike_pageContext"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  assert.ok(json, 'the page carries its serialised pageContext');
  const served = JSON.parse(json) as {
    requestContext: { portal: { id: string; featureFlags: Record<string, boolean> } };
  };
  assert.equal(
    served.requestContext.portal.featureFlags.PS_FLAG_SWITCH_TO_DASHBOARD,
    PORTALS[served.requestContext.portal.id].featureFlags.PS_FLAG_SWITCH_TO_DASHBOARD,
  );
  assert.equal(served.requestContext.portal.featureFlags.PS_FLAG_SWITCH_TO_DASHBOARD, true);
});

Then(
  'the debug panel shows the detected country {string} from the CDN header',
  STEP,
  async function (this: PortalWorld, country: string) {
    assert.equal(await pageOf(this).getByTestId('debug-country').textContent(), `${country} · from the CDN header`);
  },
);

Then('the debug panel shows the suggested portal {string}', STEP, async function (this: PortalWorld, portal: string) {
  assert.equal(await pageOf(this).getByTestId('debug-suggested-portal').textContent(), portal);
});

Then(
  'the debug panel shows the authentication state {string}',
  STEP,
  async function (this: PortalWorld, state: string) {
    assert.equal(await pageOf(this).getByTestId('debug-auth-state').textContent(), state);
  },
);

Then(
  'a screenshot of the debug panel is taken at 1280 px as {string}',
  STEP,
  async function (this: PortalWorld, name: string) {
    await acceptCookiesIfAsked(pageOf(this));
    await screenshot(pageOf(this), name, 1280, false);
  },
);
