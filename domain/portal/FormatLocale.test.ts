import { checkedLocale, formatLocale } from './FormatLocale';

describe('formatLocale', () => {
  it('joins the culture and the portal country', () => {
    expect(formatLocale('de', 'CH')).toBe('de-CH');
    expect(formatLocale('fr', 'FR')).toBe('fr-FR');
  });

  it('uses the bare language on the international portal', () => {
    expect(formatLocale('en', null)).toBe('en');
    expect(formatLocale('pt')).toBe('pt');
  });

  it('throws on a culture the portals do not serve (document 002 §8)', () => {
    expect(() => formatLocale('nl', 'NL')).toThrow('Invalid culture or locale');
    expect(() => formatLocale('', 'CH')).toThrow('Invalid culture or locale');
  });

  it('throws on a malformed country', () => {
    expect(() => formatLocale('de', 'ch')).toThrow('Invalid culture or locale');
    expect(() => formatLocale('de', 'CHE')).toThrow('Invalid culture or locale');
  });
});

describe('checkedLocale', () => {
  it('canonicalises a served locale', () => {
    expect(checkedLocale('de-ch')).toBe('de-CH');
    expect(checkedLocale('it')).toBe('it');
  });

  it('throws on malformed or unserved locales', () => {
    expect(() => checkedLocale('xx_bad')).toThrow('Invalid culture or locale');
    expect(() => checkedLocale('nl-NL')).toThrow('Invalid culture or locale');
  });
});
