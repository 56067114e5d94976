import { jest } from '@jest/globals';
import { URL_LANGUAGES, type UrlLanguage, type UrlRouteWords } from '#domain/portal/urlWords/UrlWords';
import { URL_WORDS_BY_LANGUAGE as SERVER_TABLES } from '#domain/portal/urlWords/urlWordsByLanguage';

// The browser's lookup, as vite.config.ts builds it: domain's lookup over the browser's tables.
const browser = await import('./browserUrlWords');
jest.unstable_mockModule('../../../domain/portal/urlWords/urlWordsByLanguage', () => ({
  URL_WORDS_BY_LANGUAGE: browser.URL_WORDS_BY_LANGUAGE,
}));
const { isReservedTransactionSlug, urlSlug, urlWordOf } = await import('#domain/portal/urlWords/urlWordLookup');

const ROUTE_CATEGORIES: (keyof UrlRouteWords)[] = ['segment', 'transaction'];

describe("the browser's URL words", () => {
  it('tell routes apart in every language, as the server does (document 000 §2: which page a path is)', () => {
    for (const language of URL_LANGUAGES)
      for (const category of ROUTE_CATEGORIES)
        for (const [word, slug] of Object.entries(SERVER_TABLES[language][category])) {
          expect(urlWordOf(category, slug, language)).toBe(word);
          expect(urlSlug(language, category, word as never)).toBe(slug);
        }
    // No place slug may be a transaction word of any language (document 002 §5).
    expect(isReservedTransactionSlug('acheter')).toBe(true);
    expect(isReservedTransactionSlug('Kaufen')).toBe(true);
  });

  it("know a page's other words once its page context provides them, as the server does", () => {
    expect(urlWordOf('propertyType', 'wohnungen')).toBeUndefined();
    browser.provideUrlWords({ language: 'de', words: SERVER_TABLES.de });
    expect(urlWordOf('propertyType', 'wohnungen', 'de')).toBe('Apartment');
    expect(urlSlug('de', 'amenity', 'Garden')).toBe(SERVER_TABLES.de.amenity.Garden);
    // Another page language adds its words; the first stays.
    const other: UrlLanguage = 'fr';
    browser.provideUrlWords({ language: other, words: SERVER_TABLES[other] });
    expect(urlWordOf('propertyType', SERVER_TABLES.fr.propertyType.House, 'fr')).toBe('House');
    expect(urlWordOf('propertyType', 'wohnungen', 'de')).toBe('Apartment');
  });
});
