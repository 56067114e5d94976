import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { AreaUnit } from '#domain/listings/Listing';
import { type AreaKind, type DisplayedArea, type UnitSystem, displayArea } from '#domain/portal/AreaDisplay';
import { formatArea, formatPublishedArea } from '#domain/portal/AreaFormat';
import { pricePerSquareFoot, toSquareMeters } from '#domain/portal/AreaUnits';
import type { PortalWorld } from '#features/support/world';
import { attempt, listings, plainSpaces } from './ListingsScenario';

type ShownAreas = Partial<Record<AreaKind, DisplayedArea>>;

/** Floating-point products (1000 × 0.092903) are compared to the documents' decimals. */
function assertClose(actual: number, expected: number): void {
  if (!(Math.abs(actual - expected) < 1e-9)) assert.fail(`expected ${expected}, got ${actual}`);
}

When(
  /^(\d+(?:\.\d+)?) (\w+) is converted to square metres$/,
  function (this: PortalWorld, value: string, unit: string) {
    attempt(listings(this), () => toSquareMeters(Number(value), unit));
  },
);

When('{int} of no unit are converted to square metres', function (this: PortalWorld, value: number) {
  attempt(listings(this), () => toSquareMeters(value, undefined));
});

When('{int} {string} are converted to square metres', function (this: PortalWorld, value: number, unit: string) {
  attempt(listings(this), () => toSquareMeters(value, unit));
});

Then('the area is {float} square metres', function (this: PortalWorld, expected: number) {
  const scenario = listings(this);
  assert.equal(scenario.thrown, undefined);
  assertClose(scenario.outcome as number, expected);
});

Then('the conversion fails with {string}', function (this: PortalWorld, message: string) {
  assert.equal(listings(this).thrown?.message, message);
});

Given(
  /^a listing with a (living|land) area of (\d+(?:\.\d+)?) (\w+)$/,
  function (this: PortalWorld, kind: 'living' | 'land', value: string, unit: AreaUnit) {
    const scenario = listings(this);
    scenario.listing = { ...scenario.listing, area: { [kind]: [{ value: Number(value), unit, original: true }] } };
  },
);

function showAreas(world: PortalWorld, system?: UnitSystem) {
  const scenario = listings(world);
  const shown: ShownAreas = {
    living: displayArea(scenario.listing.area.living, 'living', system),
    land: displayArea(scenario.listing.area.land, 'land', system),
  };
  scenario.outcome = shown;
}

When(/^its areas are shown in the (metric|imperial) system$/, function (this: PortalWorld, system: UnitSystem) {
  showAreas(this, system);
});

When('its areas are shown', function (this: PortalWorld) {
  showAreas(this);
});

Then(
  /^its (living|land) area reads "([^"]*)" in "([^"]*)"$/,
  function (this: PortalWorld, kind: AreaKind, expected: string, locale: string) {
    const area = (listings(this).outcome as ShownAreas)[kind];
    assert.ok(area, `expected a ${kind} area`);
    assert.equal(plainSpaces(formatArea(area, locale)), expected);
  },
);

When('a price of {int} per square metre is expressed per square foot', function (this: PortalWorld, price: number) {
  listings(this).outcome = pricePerSquareFoot(price);
});

Then('the price is {float} per square foot', function (this: PortalWorld, expected: number) {
  assertClose(listings(this).outcome as number, expected);
});

Then(
  /^its page shows its (living|land) area as "([^"]*)" in "([^"]*)"$/,
  function (this: PortalWorld, kind: AreaKind, expected: string, locale: string) {
    const area = (listings(this).outcome as ShownAreas)[kind];
    assert.ok(area, `expected a ${kind} area`);
    assert.equal(plainSpaces(formatPublishedArea(area, locale)), expected);
  },
);
