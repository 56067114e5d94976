import { compareExpectedPrice } from './expectedPriceComparison';

const ESTIMATE = { price: { min: 1_100_000, avg: 1_200_000, max: 1_320_000 }, currency: 'CHF' };

describe('compareExpectedPrice: the owner’s expected price against the estimate (document 002 §4 saleprice)', () => {
  it('says an expected price inside the range is within it, with its difference to the estimate', () => {
    expect(compareExpectedPrice({ value: 1_250_000, currency: 'CHF' }, ESTIMATE)).toEqual({
      position: 'within',
      differencePercent: 4.2,
    });
  });

  it('says above and below the range', () => {
    expect(compareExpectedPrice({ value: 1_500_000, currency: 'CHF' }, ESTIMATE)?.position).toBe('above');
    expect(compareExpectedPrice({ value: 900_000, currency: 'CHF' }, ESTIMATE)).toEqual({
      position: 'below',
      differencePercent: -25,
    });
  });

  it('compares nothing without an expected price or in another currency', () => {
    expect(compareExpectedPrice({}, ESTIMATE)).toBeUndefined();
    expect(compareExpectedPrice({ value: 1_000_000, currency: 'EUR' }, ESTIMATE)).toBeUndefined();
  });
});
