import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ListingCategory, ListingClass } from '#domain/listings/Listing';
import { type ListingDisplay, listingDisplay } from '#domain/listings/ListingDisplayRules';
import type { PortalWorld } from '#features/support/world';
import { listings } from './ListingsScenario';

const isShown = (words: string) => words === 'shown';
const display = (world: PortalWorld) => listings(world).outcome as ListingDisplay;

Given(/^an? (\w+) listing whose agent may be shown$/, function (this: PortalWorld, category: ListingCategory) {
  const scenario = listings(this);
  scenario.listing = {
    ...scenario.listing,
    category,
    listingClass: 'PropertyListing',
    allowContactDisplay: true,
    contactUsers: [{ userId: 77, type: 'Agent' }],
    relatedAccounts: [{ accountId: 501, type: 'Vendor' }],
  };
});

Given(
  /^a (\w+) listing whose only contact is the agency's main contact, user (\d+)$/,
  function (this: PortalWorld, category: ListingCategory, userId: string) {
    const scenario = listings(this);
    scenario.listing = {
      ...scenario.listing,
      category,
      allowContactDisplay: true,
      contactUsers: [{ userId: Number(userId), type: 'MainAgencyContact' }],
    };
  },
);

Given('the listing is a {word}', function (this: PortalWorld, listingClass: ListingClass) {
  const scenario = listings(this);
  scenario.listing = { ...scenario.listing, listingClass };
});

Given('the publisher does not allow contact display', function (this: PortalWorld) {
  const scenario = listings(this);
  scenario.listing = { ...scenario.listing, allowContactDisplay: false };
});

Given('the listing has no contact user', function (this: PortalWorld) {
  const scenario = listings(this);
  scenario.listing = { ...scenario.listing, contactUsers: [] };
});

When('its page is laid out', function (this: PortalWorld) {
  const scenario = listings(this);
  scenario.outcome = listingDisplay(scenario.listing);
});

Then(/^the vendor agency is (shown|not shown)$/, function (this: PortalWorld, words: string) {
  assert.equal(display(this).vendorAgency, isShown(words));
});

Then('the agent block is shown', function (this: PortalWorld) {
  assert.equal(display(this).agentBlock, true);
});

Then(/^the agent page link is (shown|not shown)$/, function (this: PortalWorld, words: string) {
  assert.equal(display(this).agentPageLink, isShown(words));
});

Then(
  /^the agent bio, sticky panel, lead-form agent and extended layout are (shown|not shown)$/,
  function (this: PortalWorld, words: string) {
    const { agentBio, stickyContactPanel, leadFormAgent, extendedLayout } = display(this);
    const expected = isShown(words);
    assert.deepEqual(
      { agentBio, stickyContactPanel, leadFormAgent, extendedLayout },
      {
        agentBio: expected,
        stickyContactPanel: expected,
        leadFormAgent: expected,
        extendedLayout: expected,
      },
    );
  },
);

Then('nothing about the contact is shown', function (this: PortalWorld) {
  const shown = Object.entries(display(this)).filter(([, value]) => value !== false && value !== undefined);
  assert.deepEqual(shown, []);
});

Then('the contact shown is user {int}', function (this: PortalWorld, userId: number) {
  assert.equal(display(this).contactUserId, userId);
});
