import { formatMoney } from './MoneyFormat';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatMoney', () => {
  it('shows the ISO code for currencies other than USD and EUR (document 000 §9)', () => {
    expect(formatMoney(1_250_000, 'CHF', 'de-CH')).toBe(`CHF${NBSP}1'250'000`);
    expect(formatMoney(1_250_000, 'GBP', 'en')).toBe(`GBP${NBSP}1,250,000`);
    expect(formatMoney(1_250_000, 'CHF', 'fr-CH')).toBe(`1${NNBSP}250${NNBSP}000${NBSP}CHF`);
  });

  it('shows the symbol for EUR and USD, the same narrow symbol in every culture', () => {
    expect(formatMoney(1_250_000, 'EUR', 'en')).toBe('€1,250,000');
    expect(formatMoney(1_250_000, 'EUR', 'de-DE')).toBe(`1.250.000${NBSP}€`);
    expect(formatMoney(1_250_000, 'USD', 'en')).toBe('$1,250,000');
    expect(formatMoney(1_250_000, 'USD', 'fr-FR')).toBe(`1${NNBSP}250${NNBSP}000${NBSP}$`);
    expect(formatMoney(1_250_000, 'USD', 'es-ES')).toBe(`1.250.000${NBSP}$`);
  });

  it('rounds to whole amounts unless decimals are asked for', () => {
    expect(formatMoney(1250.5, 'EUR', 'en')).toBe('€1,251');
    expect(formatMoney(1250.5, 'EUR', 'en', { fractionDigits: 2 })).toBe('€1,250.50');
  });

  it('writes compact amounts with K and M in the culture placement', () => {
    expect(formatMoney(1_250_000, 'EUR', 'en', { compact: true })).toBe('€1.25M');
    expect(formatMoney(1_250_000, 'EUR', 'fr-FR', { compact: true })).toBe(`1,25M${NBSP}€`);
    expect(formatMoney(850_000, 'CHF', 'de-CH', { compact: true })).toBe(`CHF${NBSP}850K`);
    expect(formatMoney(950, 'CHF', 'de-CH', { compact: true })).toBe(`CHF${NBSP}950`);
    expect(formatMoney(-2500, 'EUR', 'en', { compact: true })).toBe('-€2.5K');
  });

  it('throws on a malformed currency id or an unserved culture', () => {
    expect(() => formatMoney(1, 'chf', 'de-CH')).toThrow('Unknown currency');
    expect(() => formatMoney(1, 'CHF', 'nl-NL')).toThrow('Invalid culture or locale');
  });
});
