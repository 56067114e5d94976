import { formatCompactNumber, formatNumber } from './NumberFormat';

describe('formatNumber', () => {
  it.each([
    ['de-CH', 1250000, "1'250'000"],
    ['de-DE', 1250000, '1.250.000'],
    ['en', 1250000, '1,250,000'],
    ['fr-FR', 1250000, '1\u202f250\u202f000'],
    ['it-IT', 1250000, '1.250.000'],
    ['es-ES', 1250000, '1.250.000'],
    ['pt-PT', 1250000, '1\u00a0250\u00a0000'],
  ])('groups digits the %s way', (locale, value, expected) => {
    expect(formatNumber(value, locale)).toBe(expected);
  });

  it('localises the decimal separator and keeps up to two decimals by default', () => {
    expect(formatNumber(3.5, 'en')).toBe('3.5');
    expect(formatNumber(3.5, 'de-DE')).toBe('3,5');
    expect(formatNumber(1.256, 'fr')).toBe('1,26');
  });

  it('honours a requested number of decimals', () => {
    expect(formatNumber(1234.56, 'en', 0)).toBe('1,235');
  });

  it('throws on a culture the portals do not serve', () => {
    expect(() => formatNumber(1, 'nl-NL')).toThrow('Invalid culture or locale');
  });
});

describe('formatCompactNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [999.4, '999'],
    [999.6, '1K'],
    [1000, '1K'],
    [1250, '1.25K'],
    [12_345, '12.3K'],
    [125_000, '125K'],
    [999_499, '999K'],
    [999_999, '1M'],
    [1_000_000, '1M'],
    [1_250_000, '1.25M'],
    [12_500_000, '12.5M'],
    [1_500_000_000, '1,500M'],
    [-2500, '-2.5K'],
  ])('writes %d as %s in English', (value, expected) => {
    expect(formatCompactNumber(value, 'en')).toBe(expected);
  });

  it.each([
    ['de', '1,25M'],
    ['de-CH', '1.25M'],
    ['en', '1.25M'],
    ['es', '1,25M'],
    ['fr', '1,25M'],
    ['it', '1,25M'],
    ['pt', '1,25M'],
  ])('keeps the letters and localises the decimal separator in %s', (locale, expected) => {
    expect(formatCompactNumber(1_250_000, locale)).toBe(expected);
  });
});
