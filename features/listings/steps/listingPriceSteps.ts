import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ValueType } from '#domain/listings/Listing';
import {
  type ListingPriceView,
  type PublishedPriceView,
  listingPriceView,
  publishedPriceView,
} from '#domain/listings/ListingPriceView';
import type { PortalWorld } from '#features/support/world';
import { listings } from './ListingsScenario';

function shownAmount(world: PortalWorld): Extract<ListingPriceView, { kind: 'amount' }> {
  const view = listings(world).outcome as ListingPriceView;
  if (view.kind !== 'amount') assert.fail(`expected an amount, got ${JSON.stringify(view)}`);
  return view;
}

/** Amounts scaled by a conversion rate are compared to the cent. */
function assertAmount(actual: number, expected: number): void {
  if (!(Math.abs(actual - expected) < 0.005)) assert.fail(`expected ${expected}, got ${actual}`);
}

Given(
  'a listing for sale published at {int} CHF and converted to {int} EUR',
  function (this: PortalWorld, chf: number, eur: number) {
    const scenario = listings(this);
    scenario.listing = {
      ...scenario.listing,
      transactionType: 'Sell',
      price: {
        show: true,
        interval: 'Once',
        values: [
          { type: 'Original', value: chf, currencyId: 'CHF' },
          { type: 'Converted', value: eur, currencyId: 'EUR' },
        ],
      },
    };
  },
);

Given('the owner hides the price', function (this: PortalWorld) {
  const scenario = listings(this);
  scenario.listing = { ...scenario.listing, price: { ...scenario.listing.price, show: false } };
});

Given('the listing is for rent at {int} CHF', function (this: PortalWorld, rent: number) {
  const scenario = listings(this);
  scenario.listing = {
    ...scenario.listing,
    transactionType: 'Rent',
    price: { show: true, interval: 'Month', values: [{ type: 'Original', value: rent, currencyId: 'CHF' }] },
  };
});

Given(
  /^the price (changed|dropped) from (\d+) CHF on "([^"]*)"$/,
  function (this: PortalWorld, verb: string, previous: string, date: string) {
    const scenario = listings(this);
    const current = scenario.listing.price.values.find((v) => v.type === 'Original')!.value;
    // "changed" takes its direction from the amounts; "dropped" states it, even against them.
    const type = verb === 'dropped' || Number(previous) > current ? 'Drop' : 'Increase';
    scenario.listing = {
      ...scenario.listing,
      price: { ...scenario.listing.price, lastChange: { type, previousValue: Number(previous), date } },
    };
  },
);

When(/^its price is shown in ([A-Z]{3})$/, function (this: PortalWorld, currency: string) {
  const scenario = listings(this);
  scenario.outcome = listingPriceView(scenario.listing, currency);
});

Then(
  /^it shows (\d+) ([A-Z]{3}) as the (Original|Converted) value$/,
  function (this: PortalWorld, amount: string, currency: string, type: ValueType) {
    const view = shownAmount(this);
    assert.deepEqual(
      { amount: view.amount, currencyId: view.currencyId, valueType: view.valueType, period: view.period },
      { amount: Number(amount), currencyId: currency, valueType: type, period: 'total' },
    );
  },
);

Then('it shows the message {string}', function (this: PortalWorld, messageKey: string) {
  assert.deepEqual(listings(this).outcome, { kind: 'onRequest', messageKey });
});

Then(
  /^it shows (\d+) ([A-Z]{3}) per month with the message "([^"]*)"$/,
  function (this: PortalWorld, amount: string, currency: string, key: string) {
    const view = shownAmount(this);
    assert.deepEqual(
      { amount: view.amount, currencyId: view.currencyId, period: view.period, periodKey: view.periodKey },
      { amount: Number(amount), currencyId: currency, period: 'month', periodKey: key },
    );
  },
);

Then(
  /^it shows a price (drop|increase) of (\d+) ([A-Z]{3}), (\d+(?:\.\d+)?) percent$/,
  function (this: PortalWorld, direction: string, amount: string, currency: string, percent: string) {
    const view = shownAmount(this);
    assert.ok(view.change, 'expected a price change');
    assert.equal(view.change.type, direction === 'drop' ? 'Drop' : 'Increase');
    assert.equal(view.currencyId, currency);
    assertAmount(view.change.amount, Number(amount));
    assert.equal(view.change.percent, Number(percent));
  },
);

Then('it shows no price change', function (this: PortalWorld) {
  assert.equal(shownAmount(this).change, undefined);
});

When(/^its page shows its price to a visitor who chose ([A-Z]{3})$/, function (this: PortalWorld, currency: string) {
  const scenario = listings(this);
  scenario.outcome = publishedPriceView(scenario.listing, currency);
});

Then(
  /^the page shows (\d+) ([A-Z]{3}) as the Original value, with (?:(\d+) ([A-Z]{3}) beside it|nothing beside it)$/,
  function (this: PortalWorld, amount: string, currency: string, convertedAmount?: string, convertedCurrency?: string) {
    const { published, converted } = listings(this).outcome as PublishedPriceView;
    assert.equal(published.kind, 'amount');
    if (published.kind !== 'amount') return;
    assert.deepEqual(
      { amount: published.amount, currencyId: published.currencyId, valueType: published.valueType },
      { amount: Number(amount), currencyId: currency, valueType: 'Original' },
    );
    assert.deepEqual(
      converted && { amount: converted.amount, currencyId: converted.currencyId },
      convertedAmount == null ? undefined : { amount: Number(convertedAmount), currencyId: convertedCurrency },
    );
  },
);
