import assert from 'node:assert/strict';
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import shippedRates from '#config/financing/interestRates.json' with { type: 'json' };
import { SWISS_LENDER_RULES } from '#config/financing/swissLenderRules';
import { type InterestRates, rateForLength } from '#domain/financing/interestRates';
import type { LenderRules } from '#domain/financing/LenderRules';
import { estimateMortgage, type MortgageEstimate, ownFundsShortfall } from '#domain/financing/mortgageEstimate';
import {
  MORTGAGE_DEBOUNCE_MS,
  MORTGAGE_LENGTHS,
  mortgageIneligibility,
  NOTARY_FEE_RATE,
} from '#domain/financing/mortgageRules';
import type { PropertyType, TransactionType } from '#domain/listings/Listing';
import { aListing } from '#test/mothers/domain/ListingMother';
import type { PortalWorld } from '#features/support/world';
import { estimatesQuerySchema } from '#server/svc/financing/financingSchemas';
import { financing } from './FinancingScenario';

Given(
  /^a listing in ([A-Z]{2}) to (Sell|Rent), a (\w+) at (\d+) CHF with postcode "(\d*)" and price shown (yes|no)$/,
  function (
    this: PortalWorld,
    country: string,
    transaction: TransactionType,
    type: PropertyType,
    value: string,
    postcode: string,
    shown: string,
  ) {
    const base = aListing();
    financing(this).listing = aListing({
      transactionType: transaction,
      type,
      price: {
        show: shown === 'yes',
        interval: 'Once',
        values: [{ type: 'Original', value: Number(value), currencyId: 'CHF' }],
      },
      location: { ...base.location, countryISO: country, postcode: postcode || undefined },
    });
  },
);

When('the mortgage eligibility is checked', function (this: PortalWorld) {
  const scenario = financing(this);
  scenario.outcome = mortgageIneligibility(scenario.listing);
});

Then(/^the calculator is (shown|not shown: \w+)$/, function (this: PortalWorld, outcome: string) {
  assert.equal(financing(this).outcome, outcome === 'shown' ? undefined : outcome.slice('not shown: '.length));
});

Then('the mortgage lengths are 5, 10, 15, 20, 25 years', function () {
  assert.deepEqual([...MORTGAGE_LENGTHS], [5, 10, 15, 20, 25]);
});

Then('the notary fee rate is {int} per cent', function (rate: number) {
  assert.equal(NOTARY_FEE_RATE, rate);
});

Then('the calculator waits {int} ms after the last input', function (ms: number) {
  assert.equal(MORTGAGE_DEBOUNCE_MS, ms);
});

Then('the Swiss lender rule {string} is {float} per cent', function (rule: string, value: number) {
  const actual = SWISS_LENDER_RULES[rule as keyof LenderRules];
  assert.equal(Math.round(actual * 100) / 100, value);
});

When(
  /^a mortgage is estimated for a price of (\d+), own funds of (\d+), an income of (\d+) at (\d+(?:\.\d+)?) %$/,
  function (this: PortalWorld, price: string, own: string, income: string, rate: string) {
    financing(this).outcome = estimateMortgage(
      {
        purchasePrice: Number(price),
        ownFunds: Number(own),
        grossAnnualIncome: Number(income),
        interestRate: Number(rate),
      },
      SWISS_LENDER_RULES,
    );
  },
);

Then('every field of the estimate is:', function (this: PortalWorld, table: DataTable) {
  const estimate = financing(this).outcome as MortgageEstimate;
  const expected = Object.fromEntries(table.raw().map(([field, value]) => [field, value]));
  const actual = Object.fromEntries(
    Object.keys(expected).map((field) => {
      const value = field.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], estimate);
      // maxAffordabilityRatio is one third exactly: compared as shown, with one decimal.
      return [field, String(field === 'maxAffordabilityRatio' ? Math.round((value as number) * 10) / 10 : value)];
    }),
  );
  assert.deepEqual(actual, expected);
  // Every estimate field of document 001 §3 is in the table.
  for (const field of Object.keys(estimate).filter((key) => key !== 'finmaRatios'))
    assert.ok(field in expected, `the table leaves out ${field}`);
  for (const ratio of Object.keys(estimate.finmaRatios))
    assert.ok(`finmaRatios.${ratio}` in expected, `the table leaves out finmaRatios.${ratio}`);
});

Then(
  /^the affordability ratio is (\d+(?:\.\d+)?) and it is (affordable|not affordable)$/,
  function (this: PortalWorld, ratio: string, verdict: string) {
    const estimate = financing(this).outcome as MortgageEstimate;
    assert.equal(estimate.finmaRatios.affordability, Number(ratio));
    assert.equal(estimate.affordable, verdict === 'affordable');
  },
);

When(
  /^own funds of (\d+) with (\d+) from pension assets buy at (\d+)$/,
  function (this: PortalWorld, own: string, pension: string, price: string) {
    financing(this).outcome = ownFundsShortfall(
      { purchasePrice: Number(price), ownFunds: Number(own), pensionFunds: Number(pension) },
      SWISS_LENDER_RULES,
    );
  },
);

Then(/^the own funds are (enough|\w+)$/, function (this: PortalWorld, verdict: string) {
  assert.equal(financing(this).outcome, verdict === 'enough' ? undefined : verdict);
});

When('the estimates call is asked for a {int}-year mortgage', async function (this: PortalWorld, length: number) {
  const query = { grossAnnualIncome: 180000, purchasePrice: 1000000, currencyId: 'CHF', provider: 'Default', length };
  const scenario = financing(this);
  try {
    await estimatesQuerySchema.validate(query);
    scenario.outcome = { length, refusal: undefined };
  } catch (error) {
    scenario.outcome = { length, refusal: (error as Error).message };
  }
});

Then(
  /^it is (taken|refused), at the (\w+) rate of the shipped table$/,
  function (this: PortalWorld, answer: string, rate: string) {
    const { length, refusal } = financing(this).outcome as { length: number; refusal?: string };
    if (answer === 'refused') {
      assert.equal(refusal, 'length must be one of 5, 10, 15, 20, 25');
      assert.ok(!(MORTGAGE_LENGTHS as readonly number[]).includes(length));
      return;
    }
    assert.equal(refusal, undefined);
    const rates = (shippedRates as InterestRates).rates;
    const expected = rates[rate as keyof typeof rates];
    assert.ok(expected !== undefined, `the shipped table has no ${rate} rate`);
    assert.equal(rateForLength(rates, length as (typeof MORTGAGE_LENGTHS)[number]), expected);
  },
);

Then('the notary fees are {int}', function (this: PortalWorld, fees: number) {
  assert.equal((financing(this).outcome as MortgageEstimate).notaryFees, fees);
});
