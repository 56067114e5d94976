import { pluralCategory } from './PluralCategory';

describe('pluralCategory', () => {
  it('gives zero its own form in every culture, even where CLDR files 0 under one', () => {
    expect(pluralCategory(0, 'fr')).toBe('zero');
    expect(pluralCategory(0, 'en')).toBe('zero');
  });

  it('follows the culture for other counts', () => {
    expect(pluralCategory(1, 'en')).toBe('one');
    expect(pluralCategory(2, 'en')).toBe('other');
    expect(pluralCategory(1.5, 'fr')).toBe('one');
    expect(pluralCategory(1.5, 'en')).toBe('other');
    expect(pluralCategory(1_000_000, 'es')).toBe('many');
  });

  it('throws on a culture the portals do not serve', () => {
    expect(() => pluralCategory(2, 'nl')).toThrow('Invalid culture or locale');
  });
});
