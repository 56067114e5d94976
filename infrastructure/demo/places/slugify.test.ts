import { MAX_SLUG_LENGTH, slugify } from './slugify';

describe('slugify', () => {
  it('spells umlauts the German way in German and drops accents elsewhere', () => {
    expect(slugify('Zürich', 'de')).toBe('zuerich');
    expect(slugify('Zürich', 'fr')).toBe('zurich');
    expect(slugify('Köln', 'de')).toBe('koeln');
  });

  it('keeps only lowercase ASCII letters, digits and single hyphens', () => {
    expect(slugify('Provence-Alpes-Côte d’Azur', 'fr')).toBe('provence-alpes-cote-d-azur');
    expect(slugify('  Saint-Étienne  (42) ', 'fr')).toBe('saint-etienne-42');
    expect(slugify('Großbeeren', 'de')).toBe('grossbeeren');
    expect(slugify('Łódź Æbeltoft', 'en')).toBe('lodz-aebeltoft');
  });

  it('cuts at 90 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(89)} b`, 'en');
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
  });
});
