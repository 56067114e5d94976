import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { PORTAL_ORIGINS, PORTALS } from '#config/portals';
import { PORTAL_DIRECTORY, portalsByCountryGroup, portalSwitchUrl } from '#domain/portal/PortalDirectory';
import { suggestedCurrencies } from '#domain/portal/PortalResolution';
import type { PortalWorld } from '#features/support/world';
import { listOf, portal } from './PortalScenario';

Then("the picker's portal list matches the configured portals and their public origins", function (this: PortalWorld) {
  const configured = Object.values(PORTALS).map((p) => ({
    id: p.id,
    name: p.name,
    countryISO: p.countryISO,
    origin: PORTAL_ORIGINS[p.id],
    defaultCulture: p.defaultCulture,
  }));
  const listed = PORTAL_DIRECTORY.map(({ id, name, countryISO, origin, defaultCulture }) => ({
    id,
    name,
    countryISO,
    origin,
    defaultCulture,
  }));
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
  assert.deepEqual([...listed].sort(byId), [...configured].sort(byId));
});

Then('the country groups shown are {string}', function (this: PortalWorld, groups: string) {
  assert.deepEqual(
    portalsByCountryGroup().map((group) => group.group),
    listOf(groups),
  );
});

Then('the international portal is listed apart', function (this: PortalWorld) {
  const international = PORTAL_DIRECTORY.find((entry) => entry.countryISO === null);
  assert.equal(international?.id, 'international');
  assert.equal(international?.group, null);
});

When('a visitor on {string} chooses the portal {string}', function (this: PortalWorld, url: string, portalId: string) {
  const here = new URL(url);
  const target = PORTAL_DIRECTORY.find((entry) => entry.id === portalId);
  assert.ok(target, `no portal ${portalId}`);
  portal(this).outcome = portalSwitchUrl(target, {
    origin: here.origin,
    pathname: here.pathname,
    search: here.search,
    hash: here.hash,
  });
});

Then('the browser goes to {string}', function (this: PortalWorld, url: string) {
  assert.equal(portal(this).outcome, url);
});

Then(
  'the currencies suggested on the {string} portal are {string}',
  function (this: PortalWorld, portalId: string, expected: string) {
    const configured = PORTALS[portalId];
    assert.ok(configured, `no portal ${portalId}`);
    const suggested = suggestedCurrencies(configured.defaultCurrency, []).filter((code) =>
      configured.currencies.includes(code),
    );
    assert.deepEqual(suggested, listOf(expected));
  },
);
