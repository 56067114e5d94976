import assert from 'node:assert/strict';
import { parse } from '@brillout/json-serializer/parse';
import { Given, Then, When } from '@cucumber/cucumber';
import { serverUrl as baseOf } from '#features/support/scenarioAccess';
import type { PortalWorld } from '#features/support/world';
import { TestBrowser } from '#test/harness/identity/TestBrowser';

interface Visit {
  cookie: string;
  profileId?: number;
  next?: { identity?: { profileId?: number | null; state?: string | null }; setCookies: string[] };
}
const visits = new WeakMap<PortalWorld, Visit>();

Given(
  'a visitor whose cookie choice gave them a guest profile',
  { timeout: 60_000 },
  async function (this: PortalWorld) {
    // A page view bears no profile (docs/pages.md §10): accepting the cookie banner does.
    const browser = new TestBrowser(baseOf(this));
    await browser.startGuest('/');
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const profileId = Number(/(?:^|; )profile=(\d+)\./.exec(cookie)?.[1]);
    assert.ok(profileId > 0, 'the cookie choice made no guest profile');
    visits.set(this, { cookie, profileId });
  },
);

When(
  "their browser fetches the next page's context for a client-side navigation",
  { timeout: 60_000 },
  async function (this: PortalWorld) {
    const visit = visits.get(this);
    assert.ok(visit);
    const response = await fetch(`${baseOf(this)}/listing/1/index.pageContext.json`, {
      headers: { Accept: '*/*', 'Accept-Language': 'en', cookie: visit.cookie },
    });
    assert.equal(response.status, 200);
    const context = parse(await response.text()) as { identity?: { profileId?: number | null; state?: string | null } };
    visit.next = { identity: context.identity, setCookies: response.headers.getSetCookie() };
  },
);

Then('it carries the same profile in the {string} state', function (this: PortalWorld, state: string) {
  const visit = visits.get(this);
  assert.equal(visit?.next?.identity?.profileId, visit?.profileId);
  assert.equal(visit?.next?.identity?.state, state);
});

Then('no new profile is made for that request', function (this: PortalWorld) {
  const cookies = visits.get(this)?.next?.setCookies ?? [];
  assert.equal(cookies.filter((cookie) => cookie.startsWith('profile=')).length, 0);
});
