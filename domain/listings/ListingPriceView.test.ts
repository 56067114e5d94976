import type { Price, PriceValue } from './Listing';
import { chooseValue, listingPriceView } from './ListingPriceView';
import { aListing } from '#test/mothers/domain/ListingMother';

const chf: PriceValue = { type: 'Original', value: 1_250_000, currencyId: 'CHF' };
const eur: PriceValue = { type: 'Converted', value: 1_300_000, currencyId: 'EUR' };
const priced = (price: Partial<Price>, transactionType: 'Sell' | 'Rent' = 'Sell') =>
  aListing({ transactionType, price: { show: true, interval: 'Once', values: [chf, eur], ...price } });

describe('listingPriceView', () => {
  it('shows the original value in its own currency', () => {
    expect(listingPriceView(priced({}), 'CHF')).toEqual({
      kind: 'amount',
      amount: 1_250_000,
      currencyId: 'CHF',
      valueType: 'Original',
      period: 'total',
    });
  });

  it('shows the converted value for another currency and marks it Converted', () => {
    expect(listingPriceView(priced({}), 'EUR')).toMatchObject({
      amount: 1_300_000,
      currencyId: 'EUR',
      valueType: 'Converted',
    });
  });

  it('falls back to the original value when no value is in the requested currency', () => {
    expect(listingPriceView(priced({}), 'GBP')).toMatchObject({
      amount: 1_250_000,
      currencyId: 'CHF',
      valueType: 'Original',
    });
  });

  it('shows "price on request" when the price is hidden or missing', () => {
    const onRequest = { kind: 'onRequest', messageKey: 'ItemDetails.Price.OnRequest' };
    expect(listingPriceView(priced({ show: false }), 'CHF')).toEqual(onRequest);
    expect(listingPriceView(priced({ values: [] }), 'CHF')).toEqual(onRequest);
  });

  it('shows a rent per month', () => {
    expect(
      listingPriceView(priced({ interval: 'Month', values: [{ ...chf, value: 2500 }] }, 'Rent'), 'CHF'),
    ).toMatchObject({ amount: 2500, period: 'month', periodKey: 'ItemDetails.Price.PerMonth' });
  });

  it('treats a rent published with a one-off interval as monthly all the same', () => {
    expect(listingPriceView(priced({ interval: 'Once' }, 'Rent'), 'CHF')).toMatchObject({ period: 'month' });
  });

  it('carries a price range', () => {
    expect(listingPriceView(priced({ values: [{ ...chf, min: 900_000, max: 1_500_000 }] }), 'CHF')).toMatchObject({
      min: 900_000,
      max: 1_500_000,
    });
  });

  it('shows a price drop as amount and percent', () => {
    const view = listingPriceView(
      priced({ lastChange: { type: 'Drop', previousValue: 1_300_000, date: '2025-01-02' } }),
      'CHF',
    );
    expect(view).toMatchObject({
      change: {
        type: 'Drop',
        messageKey: 'ItemDetails.Price.Drop',
        amount: 50_000,
        previousAmount: 1_300_000,
        percent: 3.8,
        date: '2025-01-02',
      },
    });
  });

  it('shows a price increase', () => {
    const view = listingPriceView(
      priced({ lastChange: { type: 'Increase', previousValue: 1_000_000, date: '2025-01-02' } }),
      'CHF',
    );
    expect(view).toMatchObject({
      change: { type: 'Increase', messageKey: 'ItemDetails.Price.Increase', amount: 250_000, percent: 25 },
    });
  });

  it('scales the change into the converted currency', () => {
    const view = listingPriceView(
      priced({ lastChange: { type: 'Drop', previousValue: 1_300_000, date: '2025-01-02' } }),
      'EUR',
    );
    expect(view).toMatchObject({ change: { amount: 52_000, previousAmount: 1_352_000, percent: 3.8 } });
  });

  it('drops a change that contradicts its type or has no previous price', () => {
    const wrongWay = listingPriceView(
      priced({ lastChange: { type: 'Drop', previousValue: 1_000_000, date: 'd' } }),
      'CHF',
    );
    const noPrevious = listingPriceView(
      priced({ lastChange: { type: 'Increase', previousValue: 0, date: 'd' } }),
      'CHF',
    );
    expect(wrongWay).not.toHaveProperty('change');
    expect(noPrevious).not.toHaveProperty('change');
  });
});

describe('chooseValue', () => {
  it('prefers the published value when both are in the requested currency', () => {
    const converted: PriceValue = { ...chf, type: 'Converted', value: 1 };
    expect(chooseValue([converted, chf], 'CHF')).toBe(chf);
  });

  it('is undefined without values', () => {
    expect(chooseValue([], 'CHF')).toBeUndefined();
  });
});
