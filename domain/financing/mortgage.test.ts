import { aListing } from '#test/mothers/domain/ListingMother';
import { rateForLength } from './interestRates';
import type { LenderRules } from './LenderRules';
import { cappedRatio, estimateMortgage, minOwnFundsOf, ownFundsShortfall } from './mortgageEstimate';
import { FINMA_RATIO_CAP, MORTGAGE_LENGTHS, mortgageIneligibility, NOTARY_FEE_RATE } from './mortgageRules';
import { parseInterestRates } from './parseInterestRates';

/** The Swiss lender rules as config/financing/swissLenderRules.ts gives them (domain tests do not import config). */
const SWISS: LenderRules = {
  imputedInterestRate: 5,
  maintenanceRate: 1,
  firstMortgageShare: 200 / 3,
  amortisationYears: 15,
  maxAffordabilityRatio: 100 / 3,
  minOwnFundsRate: 20,
  maxPensionFundsRate: 10,
};

const sale = (value: number, overrides: Parameters<typeof aListing>[0] = {}) =>
  aListing({
    price: { show: true, interval: 'Once', values: [{ type: 'Original', value, currencyId: 'CHF' }] },
    ...overrides,
  });
const withPostcode = (postcode: string | undefined) => {
  const listing = sale(1_000_000);
  return { ...listing, location: { ...listing.location, postcode } };
};

describe('mortgage eligibility (document 001 §9: CH, Sell, price shown, Apartment or House, CHF 300000 to 10000000, postcode below 99999)', () => {
  it.each([
    [299_999, 'VALUE_OUT_OF_RANGE'],
    [300_000, undefined],
    [10_000_000, undefined],
    [10_000_001, 'VALUE_OUT_OF_RANGE'],
  ])('a CHF value of %d gives %s', (value, reason) => {
    expect(mortgageIneligibility(sale(value))).toBe(reason);
  });

  it.each([
    ['99998', undefined],
    ['99999', 'POSTCODE'],
    ['100000', 'POSTCODE'],
    ['8001', undefined],
    ['CH-8001', 'POSTCODE'],
    [undefined, undefined],
    ['', undefined],
  ])('postcode %s gives %s', (postcode, reason) => {
    expect(mortgageIneligibility(withPostcode(postcode))).toBe(reason);
  });

  it('refuses another country, a rent, a hidden price, a plot, and a price without a CHF value', () => {
    const base = sale(1_000_000);
    expect(mortgageIneligibility({ ...base, location: { ...base.location, countryISO: 'FR' } })).toBe('COUNTRY');
    expect(mortgageIneligibility({ ...base, transactionType: 'Rent' })).toBe('TRANSACTION');
    expect(mortgageIneligibility({ ...base, price: { ...base.price, show: false } })).toBe('PRICE_HIDDEN');
    expect(mortgageIneligibility({ ...base, type: 'PlotOfLand' })).toBe('PROPERTY_TYPE');
    expect(mortgageIneligibility({ ...base, type: 'House' })).toBeUndefined();
    expect(
      mortgageIneligibility({
        ...base,
        price: { show: true, interval: 'Once', values: [{ type: 'Original', value: 900_000, currencyId: 'EUR' }] },
      }),
    ).toBe('NO_CHF_VALUE');
  });

  it('takes a converted CHF value when the price was published in another currency', () => {
    const listing = sale(0, {
      price: {
        show: true,
        interval: 'Once',
        values: [
          { type: 'Original', value: 500_000, currencyId: 'EUR' },
          { type: 'Converted', value: 470_000, currencyId: 'CHF' },
        ],
      },
    });
    expect(mortgageIneligibility(listing)).toBeUndefined();
  });
});

describe('mortgage constants (document 001 §9)', () => {
  it('offers the lengths 5, 10, 15, 20, 25 years and a notary fee rate of 5', () => {
    expect(MORTGAGE_LENGTHS).toEqual([5, 10, 15, 20, 25]);
    expect(NOTARY_FEE_RATE).toBe(5);
    expect(FINMA_RATIO_CAP).toBe(999);
  });
});

describe('the estimate (worked example 1: CHF 1,000,000, own funds 200,000, income 180,000, 1.53 %)', () => {
  const estimate = estimateMortgage(
    { purchasePrice: 1_000_000, ownFunds: 200_000, grossAnnualIncome: 180_000, interestRate: 1.53 },
    SWISS,
  );

  it('gives every estimate field', () => {
    expect(estimate).toMatchObject({
      purchasePrice: 1_000_000,
      mortgageLoan: 800_000,
      ownFunds: 200_000,
      notaryFees: 50_000,
      interestRate: 1.53,
      monthlyInterest: 1020,
      monthlyAmortization: 741,
      monthlyMaintenance: 833,
      monthlyTotal: 2594,
      grossAnnualIncome: 180_000,
      minOwnFunds: 200_000,
      ownFundsSufficient: true,
      // 58,888.89 × 3 = 176,666.67, up to the franc.
      requiredGrossAnnualIncome: 176_667,
    });
  });

  it('computes the affordability at the imputed 5 % + 1 % upkeep + amortisation: 58,888.89 / 180,000 = 32.7 %', () => {
    expect(estimate.finmaRatios).toEqual({ affordability: 32.7, loanToValue: 80, ownFunds: 20 });
    expect(estimate.affordable).toBe(true);
  });
});

describe('the affordability threshold (one third of gross income)', () => {
  // Own funds 40 %: no second mortgage; imputed costs 600,000 × 5 % + 10,000 = 40,000 a year.
  const at = (income: number) =>
    estimateMortgage(
      { purchasePrice: 1_000_000, ownFunds: 400_000, grossAnnualIncome: income, interestRate: 1.5 },
      SWISS,
    );

  it('is affordable at exactly one third (income 120,000) and not a franc below', () => {
    expect(at(120_000).affordable).toBe(true);
    expect(at(120_000).finmaRatios.affordability).toBe(33.3);
    expect(at(119_999).affordable).toBe(false);
    expect(at(120_000).monthlyAmortization).toBe(0);
    expect(at(120_000).requiredGrossAnnualIncome).toBe(120_000);
  });

  it('caps a ratio past 999 at 999, and a zero income at 999', () => {
    expect(at(4_000).finmaRatios.affordability).toBe(999);
    expect(at(4_005).finmaRatios.affordability).toBe(998.8);
    expect(at(0).finmaRatios.affordability).toBe(FINMA_RATIO_CAP);
    expect(at(0).affordable).toBe(false);
    expect(cappedRatio(10, 1)).toBe(999);
    expect(cappedRatio(9.99, 1)).toBe(999);
    expect(cappedRatio(9.989, 1)).toBe(998.9);
  });
});

describe('own funds (at least 20 %, at most 10 % of the price from pension assets)', () => {
  it('needs 20 % of the price, rounded up to the franc', () => {
    expect(minOwnFundsOf(1_000_000, SWISS)).toBe(200_000);
    expect(minOwnFundsOf(999_999, SWISS)).toBe(200_000);
    const short = estimateMortgage(
      { purchasePrice: 1_000_000, ownFunds: 199_999, grossAnnualIncome: 200_000, interestRate: 1 },
      SWISS,
    );
    expect(short.ownFundsSufficient).toBe(false);
  });

  it.each([
    [200_000, 100_000, undefined],
    [200_000, 100_001, 'TOO_MUCH_FROM_PENSION'],
    [199_999, 0, 'TOO_LITTLE_OWN_FUNDS'],
  ])('own funds %d with %d from pension assets: %s', (ownFunds, pensionFunds, shortfall) => {
    expect(ownFundsShortfall({ purchasePrice: 1_000_000, ownFunds, pensionFunds }, SWISS)).toBe(shortfall);
  });

  it('never lends more than the price: own funds above the price leave no loan', () => {
    const e = estimateMortgage(
      { purchasePrice: 500_000, ownFunds: 600_000, grossAnnualIncome: 100_000, interestRate: 1 },
      SWISS,
    );
    expect(e.mortgageLoan).toBe(0);
    expect(e.ownFunds).toBe(500_000);
  });
});

describe('interest rates', () => {
  const rates = { Fixed5: 1.28, Fixed10: 1.53, Fixed15: 1.8, Saron: 0.85 };
  it.each([
    [5, 1.28],
    [10, 1.53],
    [15, 1.8],
    [20, 1.8],
    [25, 1.8],
  ] as const)('a length of %d years takes %d %%', (length, rate) => {
    expect(rateForLength(rates, length)).toBe(rate);
  });

  it('parses the shipped format and refuses unknown types and rates out of range', () => {
    expect(parseInterestRates('{"provider":"Default","asOf":"2026-11-02","rates":{"Fixed10":1.53}}')).toEqual({
      ok: true,
      value: { provider: 'Default', asOf: '2026-11-02', rates: { Fixed10: 1.53 } },
    });
    expect(parseInterestRates('{"provider":"Default","asOf":"2026-11-02","rates":{"Fixed11":1}}').ok).toBe(false);
    expect(parseInterestRates('{"provider":"Default","asOf":"2026-11-02","rates":{"Fixed10":25}}').ok).toBe(false);
    expect(parseInterestRates('nope').ok).toBe(false);
  });
});
