import type { AreaValue } from '../listings/Listing';
import { displayArea, displayUnitFor } from './AreaDisplay';
import { formatPublishedArea } from './AreaFormat';

const published = (value: number, unit: AreaValue['unit']): AreaValue => ({ value, unit, original: true });

describe('displayUnitFor', () => {
  it('shows living areas in square metres (metric) or square feet (imperial) whatever their size', () => {
    expect(displayUnitFor('living', 50_000)).toBe('SquareMeter');
    expect(displayUnitFor('living', 50_000, 'imperial')).toBe('SquareFoot');
  });

  it.each([
    ['land', 9_999, 'SquareMeter'],
    ['land', 10_000, 'Hectare'],
    ['garden', 12_000, 'Hectare'],
    ['total', 800, 'SquareMeter'],
  ] as const)('metric %s of %d m² shows in %s', (kind, sqm, unit) => {
    expect(displayUnitFor(kind, sqm, 'metric')).toBe(unit);
  });

  it.each([
    ['land', 4046, 'SquareFoot'],
    ['land', 4046.8564, 'Acre'],
  ] as const)('imperial %s of %d m² shows in %s', (kind, sqm, unit) => {
    expect(displayUnitFor(kind, sqm, 'imperial')).toBe(unit);
  });
});

describe('displayArea', () => {
  it('keeps a value already in the display unit, rounded to 0 decimals', () => {
    expect(displayArea([published(120.4, 'SquareMeter')], 'living')).toEqual({
      value: 120,
      unit: 'SquareMeter',
      converted: false,
    });
  });

  it('converts a land area to hectares with 2 decimals', () => {
    expect(displayArea([published(12_345, 'SquareMeter')], 'land')).toEqual({
      value: 1.23,
      unit: 'Hectare',
      converted: true,
    });
  });

  it('converts square feet to square metres on a metric portal', () => {
    expect(displayArea([published(1000, 'SquareFoot')], 'living')).toEqual({
      value: 93,
      unit: 'SquareMeter',
      converted: true,
      original: { value: 1000, unit: 'SquareFoot' },
    });
  });

  it('converts to the imperial system on request', () => {
    expect(displayArea([published(100, 'SquareMeter')], 'living', 'imperial')).toEqual({
      value: 1076,
      unit: 'SquareFoot',
      converted: true,
      original: { value: 100, unit: 'SquareMeter' },
    });
    expect(displayArea([published(1, 'Hectare')], 'land', 'imperial')).toEqual({
      value: 2.47,
      unit: 'Acre',
      converted: true,
      original: { value: 1, unit: 'Hectare' },
    });
  });

  it('starts from the published value, not from a stored conversion', () => {
    const values: AreaValue[] = [{ value: 999, unit: 'SquareMeter', original: false }, published(1, 'Acre')];
    expect(displayArea(values, 'land')).toEqual({
      value: 4047,
      unit: 'SquareMeter',
      converted: true,
      original: { value: 1, unit: 'Acre' },
    });
  });

  it('is undefined when the listing has no such surface', () => {
    expect(displayArea(undefined, 'land')).toBeUndefined();
    expect(displayArea([], 'land')).toBeUndefined();
  });

  it('throws on a published unit without a ratio', () => {
    expect(() => displayArea([{ value: 1, unit: 'Rood' as AreaValue['unit'], original: true }], 'land')).toThrow(
      'Unit conversion ratio unknown',
    );
  });
});

describe('formatPublishedArea', () => {
  it('shows the area as published with the visitor’s unit beside it (document 002 §3: "an original flag")', () => {
    const area = displayArea([published(6146, 'SquareFoot')], 'living')!;
    expect(formatPublishedArea(area, 'en').replace(/\u00a0/g, ' ')).toBe('6,146 ft² (571 m²)');
  });

  it('shows one figure when the published unit is the visitor’s system', () => {
    expect(formatPublishedArea(displayArea([published(120, 'SquareMeter')], 'living')!, 'en')).toBe('120\u00a0m²');
    expect(formatPublishedArea(displayArea([published(12_345, 'SquareMeter')], 'land')!, 'en')).toBe('1.23\u00a0ha');
  });
});
