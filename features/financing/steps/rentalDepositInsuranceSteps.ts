import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { EXEMPT_AGENCY_IDS, INSURANCE_PROVIDERS } from '#config/financing/rentalDepositInsurance';
import {
  isInsuranceOfferable,
  monthlyInsuranceFee,
  offerStatus,
  orderLinkFor,
} from '#domain/financing/rentalDepositInsurance';
import type { PropertyType, TransactionType } from '#domain/listings/Listing';
import { aListing } from '#test/mothers/domain/ListingMother';
import type { PortalWorld } from '#features/support/world';
import { financing } from './FinancingScenario';

const NOW = new Date('2026-11-24T12:00:00Z');

Given(
  /^a listing to (Sell|Rent), a (\w+) at (\d+) ([A-Z]{3}) per (Month|Once) from agency (\d+)$/,
  function (
    this: PortalWorld,
    transaction: TransactionType,
    type: PropertyType,
    amount: string,
    currency: string,
    interval: 'Month' | 'Once',
    agency: string,
  ) {
    financing(this).listing = aListing({
      transactionType: transaction,
      type,
      price: { show: true, interval, values: [{ type: 'Original', value: Number(amount), currencyId: currency }] },
      relatedAccounts: [{ accountId: Number(agency), type: 'Vendor' }],
    });
  },
);

function statusFor(
  world: PortalWorld,
  offers: { provider: string; creationDate: string }[],
  provider = INSURANCE_PROVIDERS.FirstCaution,
) {
  const scenario = financing(world);
  scenario.outcome = offerStatus(
    offers,
    provider.id,
    isInsuranceOfferable(scenario.listing, provider, EXEMPT_AGENCY_IDS),
    NOW,
  );
}

When('its FirstCaution offer status is read by a visitor without offers', function (this: PortalWorld) {
  statusFor(this, []);
});

When(
  /^its offer status is read from a FirstCaution that is (available|not available)$/,
  function (this: PortalWorld, availability: string) {
    statusFor(this, [], { ...INSURANCE_PROVIDERS.FirstCaution, available: availability === 'available' });
  },
);

When(
  /^its FirstCaution offer status is read by a visitor whose (\w+) offer is (\d+) days old$/,
  function (this: PortalWorld, provider: string, days: string) {
    statusFor(this, [{ provider, creationDate: new Date(NOW.getTime() - Number(days) * 86_400_000).toISOString() }]);
  },
);

Then(/^the offer status is (AVAILABLE|UNAVAILABLE|REQUESTED)$/, function (this: PortalWorld, status: string) {
  assert.equal(financing(this).outcome, status);
});

Then('the monthly insurance fee for {float} rooms is {int}', function (rooms: number, fee: number) {
  assert.equal(monthlyInsuranceFee(rooms), fee);
});

Then('the FirstCaution order link in {word} is {string}', function (language: string, link: string) {
  assert.equal(orderLinkFor(INSURANCE_PROVIDERS.FirstCaution.orderLinks, language), link);
});
