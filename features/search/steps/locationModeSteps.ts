import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { PlaceType } from '#domain/places/Place';
import { isBigLocality } from '#domain/places/geometry/isBigLocality';
import { locationModesFor } from '#domain/search/location/locationModesFor';
import { nearbyArea } from '#domain/search/location/nearbyArea';
import { resolveLocationMode } from '#domain/search/location/resolveLocationMode';
import type { LocationMode } from '#domain/search/SearchFilters';
import type { PortalWorld } from '#features/support/world';
import { searchService, viewportOfDiagonal } from './SearchServiceScenario';

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

Given(
  'a place of type {string} whose viewport diagonal is {int} m',
  function (this: PortalWorld, type: string, diagonal: number) {
    searchService(this).place = {
      type: type as PlaceType,
      viewport: viewportOfDiagonal(diagonal),
      latitude: 0,
      longitude: 0,
    };
  },
);

Then(
  'the search allows the modes {string} with {string} by default',
  function (this: PortalWorld, allowed: string, fallback: string) {
    const modes = locationModesFor(searchService(this).place!);
    assert.deepEqual([...modes.allowed], list(allowed));
    assert.equal(modes.default, fallback);
  },
);

When('a search asks for the mode {string}', function (this: PortalWorld, asked: string) {
  const scenario = searchService(this);
  scenario.outcome = resolveLocationMode(asked === 'none' ? {} : { mode: asked as LocationMode }, scenario.place!);
});

Then('the search runs in the mode {string}', function (this: PortalWorld, mode: string) {
  assert.equal(searchService(this).outcome, mode);
});

Then(
  'the place is {word} and a nearby search reaches {int} m from its centre',
  function (this: PortalWorld, size: string, radius: number) {
    const place = searchService(this).place!;
    assert.equal(isBigLocality(place) ? 'big' : 'small', size);
    assert.equal(nearbyArea(place).radiusM, radius);
  },
);
