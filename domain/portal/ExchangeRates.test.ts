import { convert, convertExact, convertPrice, minorUnitDigits, rateOf, roundHalfAwayFromZero } from './ExchangeRates';
import type { ExchangeRates } from './ExchangeRates';

const rates: ExchangeRates = {
  base: 'EUR',
  asOf: '2026-11-20',
  rates: { EUR: 1, CHF: 0.93, USD: 1.16, GBP: 0.875, JPY: 179.4 },
};

describe('ExchangeRates', () => {
  it('returns an amount in its own currency untouched, even with decimals', () => {
    expect(convert(1234.5678, 'CHF', 'CHF', rates)).toBe(1234.5678);
    expect(convertPrice(999.99, 'EUR', 'EUR', rates)).toBe(999.99);
  });

  it('converts from EUR by multiplying with the rate', () => {
    expect(convert(100, 'EUR', 'USD', rates)).toBe(116);
    expect(convert(1, 'EUR', 'JPY', rates)).toBe(179);
  });

  it('converts into EUR by dividing by the rate, rounded to cents', () => {
    expect(convert(100, 'CHF', 'EUR', rates)).toBe(107.53);
  });

  it('converts across two non-EUR currencies through EUR', () => {
    // 1,000,000 CHF → 1,075,268.817 EUR → 1,247,311.83 USD
    expect(convert(1_000_000, 'CHF', 'USD', rates)).toBe(1247311.83);
    expect(convertExact(1_000_000, 'CHF', 'USD', rates)).toBeCloseTo(1247311.8279, 3);
  });

  it('rounds property prices to whole units', () => {
    expect(convertPrice(1_000_000, 'CHF', 'USD', rates)).toBe(1247312);
    expect(convertPrice(850_000, 'EUR', 'GBP', rates)).toBe(743750);
  });

  it('rounds half away from zero, immune to binary artefacts', () => {
    expect(roundHalfAwayFromZero(1.005, 2)).toBe(1.01);
    expect(roundHalfAwayFromZero(2.5, 0)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5, 0)).toBe(-3);
    expect(roundHalfAwayFromZero(-1.005, 2)).toBe(-1.01);
  });

  it('knows which currencies have no minor unit', () => {
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('CHF')).toBe(2);
  });

  it('throws for a currency without a rate, which is a configuration bug', () => {
    expect(() => convert(10, 'EUR', 'XYZ', rates)).toThrow('No exchange rate for currency XYZ');
    expect(() => rateOf('SEK', rates)).toThrow(RangeError);
    expect(rateOf('EUR', rates)).toBe(1);
  });
});
