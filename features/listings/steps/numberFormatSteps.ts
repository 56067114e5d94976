import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { formatMoney } from '#domain/portal/MoneyFormat';
import { formatCompactNumber, formatNumber } from '#domain/portal/NumberFormat';
import type { PortalWorld } from '#features/support/world';
import { attempt, listings, plainSpaces } from './ListingsScenario';

When(
  /^(\d+(?:\.\d+)?) ([A-Z]{3}) is formatted in "([^"]*)"$/,
  function (this: PortalWorld, amount: string, currency: string, locale: string) {
    attempt(listings(this), () => formatMoney(Number(amount), currency, locale));
  },
);

When(
  /^(\d+(?:\.\d+)?) ([A-Z]{3}) is formatted compactly in "([^"]*)"$/,
  function (this: PortalWorld, amount: string, currency: string, locale: string) {
    attempt(listings(this), () => formatMoney(Number(amount), currency, locale, { compact: true }));
  },
);

When(
  /^(\d+(?:\.\d+)?) is written compactly in "([^"]*)"$/,
  function (this: PortalWorld, value: string, locale: string) {
    attempt(listings(this), () => formatCompactNumber(Number(value), locale));
  },
);

When(/^(\d+(?:\.\d+)?) is written in full in "([^"]*)"$/, function (this: PortalWorld, value: string, locale: string) {
  attempt(listings(this), () => formatNumber(Number(value), locale));
});

Then('it reads {string}', function (this: PortalWorld, expected: string) {
  const scenario = listings(this);
  assert.equal(scenario.thrown, undefined);
  assert.equal(plainSpaces(scenario.outcome as string), expected);
});

Then('formatting fails with {string}', function (this: PortalWorld, message: string) {
  assert.equal(listings(this).thrown?.message, message);
});
