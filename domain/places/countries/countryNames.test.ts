import { countryNames, placeInLanguage, slugsForLocale } from './countryNames';

describe('country names (GET /api/countrynames, document 001 §7 "Local")', () => {
  it('names every country in the language, sorted in it', () => {
    const de = countryNames('de');
    expect(de.find((entry) => entry.countryISO === 'CH')?.name).toBe('Schweiz');
    expect(de.find((entry) => entry.countryISO === 'DE')?.name).toBe('Deutschland');
    const names = de.map((entry) => entry.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
    expect(countryNames('fr').find((entry) => entry.countryISO === 'CH')?.name).toBe('Suisse');
  });
});

describe('slugs for a locale (GET /api/slugs)', () => {
  const slugs = [
    { slug: 'zurich', language: 'en', isObsolete: false },
    { slug: 'zuerich', language: 'de', isObsolete: false },
    { slug: 'zuerich-stadt', language: 'de', isObsolete: true },
    { slug: 'zurigo', language: 'it', isObsolete: false },
  ];

  it('keeps the locale language and English, current slugs only', () => {
    expect(slugsForLocale(slugs, 'de-CH').map((slug) => slug.slug)).toEqual(['zurich', 'zuerich']);
    expect(slugsForLocale(slugs, 'en').map((slug) => slug.slug)).toEqual(['zurich']);
  });
});

describe('a place without mode Localizations (GET /places)', () => {
  it('keeps the names and current slugs of the language and English only', () => {
    const place = {
      names: { en: 'Zurich', de: 'Zürich', it: 'Zurigo' },
      slugs: [
        { slug: 'zurich', language: 'en', isObsolete: false },
        { slug: 'zuerich', language: 'de', isObsolete: false },
        { slug: 'zuerich-alt', language: 'de', isObsolete: true },
        { slug: 'zurigo', language: 'it', isObsolete: false },
      ],
    };
    const de = placeInLanguage(place, 'de');
    expect(de.names).toEqual({ en: 'Zurich', de: 'Zürich' });
    expect(de.slugs.map((slug) => slug.slug)).toEqual(['zurich', 'zuerich']);
  });
});
