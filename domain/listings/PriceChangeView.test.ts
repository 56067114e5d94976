import type { PriceValue } from './Listing';
import { priceChangeView } from './PriceChangeView';

const value = (v: number, type: PriceValue['type'] = 'Original'): PriceValue => ({ type, value: v, currencyId: 'EUR' });

describe('priceChangeView', () => {
  it('is undefined without a last change', () => {
    expect(priceChangeView(undefined, value(100), value(100))).toBeUndefined();
  });

  it('reads the previous amount in the displayed currency when no original value is present', () => {
    expect(
      priceChangeView({ type: 'Drop', previousValue: 200, date: 'd' }, value(150, 'Converted'), undefined),
    ).toEqual({
      type: 'Drop',
      messageKey: 'ItemDetails.Price.Drop',
      amount: 50,
      previousAmount: 200,
      percent: 25,
      date: 'd',
    });
  });

  it('rounds the percent to one decimal', () => {
    expect(priceChangeView({ type: 'Increase', previousValue: 300, date: 'd' }, value(400), value(400))?.percent).toBe(
      33.3,
    );
  });

  it('ignores an unchanged price', () => {
    expect(priceChangeView({ type: 'Drop', previousValue: 100, date: 'd' }, value(100), value(100))).toBeUndefined();
  });
});
