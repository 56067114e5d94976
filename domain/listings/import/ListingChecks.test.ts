import { readNumber } from './feedTree';
import { importedPriceChange } from './importedPriceChange';
import { energyRating, languageOf, ListingChecks } from './ListingChecks';

describe('energyRating on the EU scale (document 000 §9)', () => {
  const rate = (grade?: string, value?: string) => {
    const checks = new ListingChecks('R1');
    return { rating: energyRating(checks, 'EnergyEu', grade, value), rejections: checks.rejections };
  };

  it('lets the value decide the grade, whatever grade the feed wrote beside it', () => {
    expect(rate('A', '120').rating).toEqual({ ratingType: 'EnergyEu', grade: 'C', value: 120 });
    expect(rate(undefined, '50').rating?.grade).toBe('A');
    expect(rate(undefined, '451').rating?.grade).toBe('G');
  });

  it('keeps a grade alone; A+ is within A and the German H beyond G', () => {
    expect(rate('d').rating).toEqual({ ratingType: 'EnergyEu', grade: 'D' });
    expect(rate('A++').rating?.grade).toBe('A');
    expect(rate('H').rating?.grade).toBe('G');
  });

  it('refuses a letter off the scale and a value that is no number, naming the field', () => {
    expect(rate('X').rejections).toEqual([
      { reference: 'R1', field: 'energyRating', reason: 'UnknownGrade', value: 'X' },
    ]);
    expect(rate(undefined, 'n/a').rejections).toEqual([
      { reference: 'R1', field: 'energyRating', reason: 'NotANumber', value: 'n/a' },
    ]);
  });
});

describe('readNumber', () => {
  it('reads a decimal point or a lone decimal comma, and refuses thousands separators', () => {
    expect(readNumber('85,5')).toEqual({ kind: 'number', value: 85.5 });
    expect(readNumber('1200')).toEqual({ kind: 'number', value: 1200 });
    expect(readNumber('1.200,50').kind).toBe('invalid');
    expect(readNumber('12abc').kind).toBe('invalid');
    expect(readNumber(undefined).kind).toBe('absent');
  });
});

describe('ListingChecks.number', () => {
  it('refuses a value out of its range and a fraction where a count is asked', () => {
    const checks = new ListingChecks('R2');
    expect(checks.number('bedrooms', '2.5', { integer: true })).toBeUndefined();
    expect(checks.number('price', '-1', { min: 0.01 })).toBeUndefined();
    expect(checks.rejections.map((r) => [r.field, r.reason])).toEqual([
      ['bedrooms', 'OutOfRange'],
      ['price', 'OutOfRange'],
    ]);
  });
});

describe('languageOf', () => {
  it('keeps the primary two-letter language of a tag', () => {
    expect(['de', 'en-GB', 'EN', 'pt_BR', 'deu', ''].map(languageOf)).toEqual([
      'de',
      'en',
      'en',
      'pt',
      undefined,
      undefined,
    ]);
  });
});

describe('importedPriceChange', () => {
  const price = (value: number, currency = 'EUR') => ({ value, currency, interval: 'Once' as const, show: true });
  it('is a drop or an increase in the same currency, and nothing across currencies', () => {
    expect(importedPriceChange({ value: 200, currency: 'EUR' }, price(180))).toEqual({
      type: 'Drop',
      previousValue: 200,
      ratio: -0.1,
    });
    expect(importedPriceChange({ value: 200, currency: 'EUR' }, price(220))?.type).toBe('Increase');
    expect(importedPriceChange({ value: 200, currency: 'EUR' }, price(200))).toBeUndefined();
    expect(importedPriceChange({ value: 200, currency: 'CHF' }, price(180))).toBeUndefined();
  });
});
