import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { type DuplicateCandidate, groupDuplicates, isSameProperty } from '#domain/listings/duplicates/duplicateRule';
import type { PortalWorld } from '#features/support/world';

declare module '../../support/world' {
  interface ScenarioState {
    duplicates: { listings: DuplicateCandidate[] };
  }
}

const state = (world: PortalWorld) => world.slice('duplicates', () => ({ listings: [] as DuplicateCandidate[] }));
/** Metres north of the first listing, in degrees of latitude. */
const METRE = 1 / 111_195;

const listing = (id: number, agency: number, metres: number, price: number, area: number, photos: string) => ({
  id,
  accountId: agency,
  transactionType: 'Sell' as const,
  type: 'Apartment' as const,
  latitude: 46.2 + metres * METRE,
  longitude: 6.15,
  livingM2: area,
  price,
  photoHashes: photos.split(','),
});

Given(
  'agency {int} lists an Apartment for sale at {int} EUR, {int} m², with photos {string}',
  function (this: PortalWorld, agency: number, price: number, area: number, photos: string) {
    state(this).listings.push(listing(1, agency, 0, price, area, photos));
  },
);

When(
  'agency {int} lists an Apartment for sale {int} m away at {int} EUR, {int} m², with photos {string}',
  function (this: PortalWorld, agency: number, metres: number, price: number, area: number, photos: string) {
    state(this).listings.push(listing(2, agency, metres, price, area, photos));
  },
);

Then('the two listings are the same property', function (this: PortalWorld) {
  const [first, second] = state(this).listings;
  assert.equal(isSameProperty(first, second), true);
});

Then('the two listings are different properties', function (this: PortalWorld) {
  const [first, second] = state(this).listings;
  assert.equal(isSameProperty(first, second), false);
});

Then('the later listing is marked a duplicate of the first one published', function (this: PortalWorld) {
  const [first, second] = state(this).listings;
  // duplicate_of of the later one points at the first (what search is to leave out).
  const hidden = groupDuplicates([[first.id, second.id]]);
  assert.deepEqual([...hidden], [[second.id, first.id]]);
});
