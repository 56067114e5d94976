import {
  areaDisplayDecimals,
  convertArea,
  fromSquareMeters,
  pricePerSquareFoot,
  roundAreaForDisplay,
  toSquareMeters,
} from './AreaUnits';

describe('toSquareMeters (document 002 §9)', () => {
  it.each([
    ['SquareMeter', 1, 1],
    ['Acre', 1, 4046.8564],
    ['Hectare', 1, 10000],
    ['SquareFoot', 1, 0.092903],
    ['SquareYard', 1, 0.836127],
    ['SquareFoot', 1000, 92.903],
  ])('converts %s', (unit, value, expected) => {
    expect(toSquareMeters(value, unit)).toBeCloseTo(expected, 9);
  });

  it('throws when the source unit is missing', () => {
    expect(() => toSquareMeters(10, undefined)).toThrow('Area source unit undefined');
    expect(() => toSquareMeters(10, null)).toThrow('Area source unit undefined');
    expect(() => toSquareMeters(10, '')).toThrow('Area source unit undefined');
  });

  it('throws when the unit has no known ratio, including inherited property names', () => {
    expect(() => toSquareMeters(10, 'Rood')).toThrow('Unit conversion ratio unknown');
    expect(() => toSquareMeters(10, 'toString')).toThrow('Unit conversion ratio unknown');
    expect(() => fromSquareMeters(10, 'Rood')).toThrow('Unit conversion ratio unknown');
  });
});

describe('convertArea', () => {
  it('goes through square metres', () => {
    expect(convertArea(1, 'Hectare', 'Acre')).toBeCloseTo(2.4710538, 6);
    expect(convertArea(100, 'SquareMeter', 'SquareFoot')).toBeCloseTo(1076.3915, 4);
  });
});

describe('display rounding', () => {
  it('keeps 2 decimals for Hectare and Acre, 0 otherwise', () => {
    expect(areaDisplayDecimals('Hectare')).toBe(2);
    expect(areaDisplayDecimals('Acre')).toBe(2);
    expect(areaDisplayDecimals('SquareMeter')).toBe(0);
    expect(areaDisplayDecimals('SquareFoot')).toBe(0);
    expect(areaDisplayDecimals('SquareYard')).toBe(0);
  });

  it('rounds half up, also where binary fractions would round down', () => {
    expect(roundAreaForDisplay(1.005, 'Hectare')).toBe(1.01);
    expect(roundAreaForDisplay(2.4710538, 'Acre')).toBe(2.47);
    expect(roundAreaForDisplay(120.5, 'SquareMeter')).toBe(121);
    expect(roundAreaForDisplay(1076.39, 'SquareFoot')).toBe(1076);
  });
});

describe('pricePerSquareFoot', () => {
  it('applies the 0.092903 factor', () => {
    expect(pricePerSquareFoot(10000)).toBeCloseTo(929.03, 6);
  });
});
