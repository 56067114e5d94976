import { formatArea } from './AreaFormat';

describe('formatArea', () => {
  it('joins the localised number and the unit symbol with a no-break space', () => {
    expect(formatArea({ value: 1250, unit: 'SquareMeter' }, 'de-CH')).toBe("1'250\u00a0m²");
    expect(formatArea({ value: 1.23, unit: 'Hectare' }, 'fr-FR')).toBe('1,23\u00a0ha');
    expect(formatArea({ value: 2.47, unit: 'Acre' }, 'en')).toBe('2.47\u00a0ac');
    expect(formatArea({ value: 1076, unit: 'SquareFoot' }, 'en')).toBe('1,076\u00a0ft²');
  });

  it('never shows more decimals than the unit display rounding and drops trailing zeros', () => {
    expect(formatArea({ value: 120.6, unit: 'SquareMeter' }, 'en')).toBe('121\u00a0m²');
    expect(formatArea({ value: 1.2, unit: 'Hectare' }, 'en')).toBe('1.2\u00a0ha');
  });
});
