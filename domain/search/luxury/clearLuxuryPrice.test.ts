import { clearLuxuryPrice } from './clearLuxuryPrice';

const range = { min: 1_000_000, max: 20_000_000, active: true };

describe('luxury price-range clearing (document 001 §5)', () => {
  it('clears a min below the range minimum', () => {
    expect(clearLuxuryPrice({ min: 500_000, max: 3_000_000 }, range)).toEqual({ max: 3_000_000 });
  });
  it('clears a max above the range maximum', () => {
    expect(clearLuxuryPrice({ min: 2_000_000, max: 50_000_000 }, range)).toEqual({ min: 2_000_000 });
  });
  it('keeps bounds inside the range, including the range limits themselves', () => {
    expect(clearLuxuryPrice({ min: 1_000_000, max: 20_000_000 }, range)).toEqual({ min: 1_000_000, max: 20_000_000 });
  });
  it('leaves no price when both bounds go, and changes nothing for an inactive range', () => {
    expect(clearLuxuryPrice({ min: 1, max: 90_000_000 }, range)).toBeUndefined();
    expect(clearLuxuryPrice({ min: 1 }, { ...range, active: false })).toEqual({ min: 1 });
    expect(clearLuxuryPrice(undefined, range)).toBeUndefined();
  });
});
