import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { GeocodeLevel } from '#domain/listings/Listing';
import { type ListingActions, listingActions } from '#domain/listings/ListingActions';
import type { PortalWorld } from '#features/support/world';
import { listings } from './ListingsScenario';

const ACTIONS: Record<string, keyof ListingActions> = {
  lead: 'lead',
  tour: 'tour',
  'listing address': 'listingAddress',
};

const action = (world: PortalWorld, name: string) => (listings(world).outcome as ListingActions)[ACTIONS[name]];

Given(
  /^an active listing for (sale|rent) geocoded at (\w+) level$/,
  function (this: PortalWorld, transaction: string, geocodeLevel: GeocodeLevel) {
    const scenario = listings(this);
    scenario.listing = {
      ...scenario.listing,
      isArchived: false,
      transactionType: transaction === 'sale' ? 'Sell' : 'Rent',
      location: { ...scenario.listing.location, geocodeLevel },
    };
  },
);

Given('the listing is archived', function (this: PortalWorld) {
  const scenario = listings(this);
  scenario.listing = { ...scenario.listing, isArchived: true };
});

When('its actions are listed', function (this: PortalWorld) {
  const scenario = listings(this);
  scenario.outcome = listingActions(scenario.listing);
});

Then(/^the (lead|tour|listing address) action is available$/, function (this: PortalWorld, name: string) {
  assert.deepEqual(action(this, name), { available: true });
});

Then(
  /^the (lead|tour|listing address) action is unavailable because "(\w+)"$/,
  function (this: PortalWorld, name: string, reason: string) {
    assert.deepEqual(action(this, name), { available: false, reason });
  },
);
