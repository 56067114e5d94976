import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { serverUrl } from '#features/support/scenarioAccess';
import type { PortalWorld } from '#features/support/world';

interface Negotiation {
  headers: Record<string, string>;
  response?: Response;
}
const negotiations = new WeakMap<PortalWorld, Negotiation>();
const STEP = { timeout: 60_000 };

Given(
  'a browser that asks for {string} and has chosen no language',
  function (this: PortalWorld, acceptLanguage: string) {
    negotiations.set(this, { headers: { Accept: 'text/html', 'Accept-Language': acceptLanguage } });
  },
);

Given(
  'a browser that asks for {string} and whose culture cookie says {string}',
  function (this: PortalWorld, acceptLanguage: string, culture: string) {
    negotiations.set(this, {
      headers: { Accept: 'text/html', 'Accept-Language': acceptLanguage, Cookie: `culture=${culture}` },
    });
  },
);

When('it opens {string}', STEP, async function (this: PortalWorld, path: string) {
  const negotiation = negotiations.get(this);
  assert.ok(negotiation);
  negotiation.response = await fetch(`${serverUrl(this)}${path}`, {
    headers: negotiation.headers,
    redirect: 'manual',
  });
});

Then('it is redirected to {string} with a {int}', function (this: PortalWorld, location: string, status: number) {
  const response = negotiations.get(this)?.response;
  assert.ok(response);
  assert.equal(response.status, status);
  assert.equal(new URL(response.headers.get('location') ?? '', serverUrl(this)).pathname, location);
});

Then('the answer varies with Accept-Language and is not stored', function (this: PortalWorld) {
  const response = negotiations.get(this)?.response;
  assert.ok(response);
  const vary = (response.headers.get('vary') ?? '').toLowerCase();
  assert.ok(vary.includes('accept-language'), `Vary: ${vary}`);
  assert.match(response.headers.get('cache-control') ?? '', /no-store/);
});
