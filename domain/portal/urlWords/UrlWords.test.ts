import { CULTURES } from '../Portal';
import type { UrlLanguage, UrlWordCategory } from './UrlWords';
import { SEARCH_PATH_CATEGORIES, URL_LANGUAGES, URL_WORD_KEYS, URL_WORD_SLUG } from './UrlWords';
import { URL_WORDS_BY_LANGUAGE } from './urlWordsByLanguage';
import {
  isReservedTransactionSlug,
  reservedTransactionSlugs,
  urlLanguageOf,
  urlSlug,
  urlWordOf,
  urlWordsOf,
} from './urlWordLookup';

const categories = Object.keys(URL_WORD_KEYS) as UrlWordCategory[];
const table = (language: UrlLanguage, category: UrlWordCategory) =>
  URL_WORDS_BY_LANGUAGE[language][category] as Record<string, string>;

/** Slugs that can stand as a whole search-path segment in a language, with what they mean. */
function pathSlugs(language: UrlLanguage): [string, string][] {
  const pairs: [string, string][] = [];
  for (const category of SEARCH_PATH_CATEGORIES) {
    for (const [word, slug] of Object.entries(table(language, category))) pairs.push([slug, `${category}:${word}`]);
  }
  pairs.push([table(language, 'numberOf').studio, 'numberOf:studio']);
  return pairs;
}

const duplicatesOf = (values: string[]) => values.filter((value, i) => values.indexOf(value) !== i);

describe('URL words data', () => {
  it('covers about twenty languages, including every portal culture', () => {
    expect(URL_LANGUAGES).toHaveLength(20);
    for (const culture of CULTURES) expect(URL_LANGUAGES).toContain(culture);
  });

  it.each(URL_LANGUAGES)('%s has every word of every category and nothing else', (language) => {
    for (const category of categories) {
      expect(Object.keys(table(language, category)).sort()).toEqual([...URL_WORD_KEYS[category]].sort());
    }
  });

  it.each(URL_LANGUAGES)('%s slugs are lowercase ascii letters, digits and single hyphens', (language) => {
    const bad = categories
      .flatMap((category) => Object.values(table(language, category)))
      .filter((slug) => !URL_WORD_SLUG.test(slug));
    expect(bad).toEqual([]);
  });

  it.each(URL_LANGUAGES)('%s has no duplicate slug within a category', (language) => {
    for (const category of categories)
      expect([category, duplicatesOf(Object.values(table(language, category)))]).toEqual([category, []]);
  });

  it.each(URL_LANGUAGES)('%s search-path slugs are unique across categories, so a path parses one way', (language) => {
    expect(duplicatesOf(pathSlugs(language).map(([slug]) => slug))).toEqual([]);
  });

  it('a search-path slug means the same thing in every language that uses it', () => {
    const meaning = new Map<string, Set<string>>();
    for (const language of URL_LANGUAGES) {
      for (const [slug, what] of pathSlugs(language)) meaning.set(slug, (meaning.get(slug) ?? new Set()).add(what));
    }
    const ambiguous = [...meaning]
      .filter(([, whats]) => whats.size > 1)
      .map(([slug, whats]) => `${slug}: ${[...whats].join(', ')}`);
    expect(ambiguous).toEqual([]);
  });

  it('route segments and number-of nouns mean the same thing in every language that uses them', () => {
    for (const category of ['segment', 'numberOf'] as const) {
      const meaning = new Map<string, Set<string>>();
      for (const language of URL_LANGUAGES) {
        for (const [word, slug] of Object.entries(table(language, category)))
          meaning.set(slug, (meaning.get(slug) ?? new Set()).add(word));
      }
      expect([category, [...meaning].filter(([, words]) => words.size > 1)]).toEqual([category, []]);
    }
  });

  it('no route segment of any language is a transaction slug (/{place}/{agents} must not read as a search)', () => {
    const segments = URL_LANGUAGES.flatMap((language) => Object.values(table(language, 'segment')));
    expect(segments.filter((slug) => reservedTransactionSlugs().has(slug))).toEqual([]);
  });
});

describe('URL word lookups', () => {
  it('gives the slug of a word in a language', () => {
    expect(urlSlug('en', 'transaction', 'Sell')).toBe('buy');
    expect(urlSlug('de', 'transaction', 'Sell')).toBe('kaufen');
    expect(urlSlug('fr', 'transaction', 'Sell')).toBe('acheter');
    expect(urlSlug('es', 'transaction', 'Rent')).toBe('alquilar');
    expect(urlSlug('it', 'transaction', 'Rent')).toBe('affittare');
    expect(urlSlug('pt', 'transaction', 'Rent')).toBe('arrendar');
    expect(urlSlug('en', 'propertyType', 'Apartment')).toBe('apartments');
    expect(urlSlug('en', 'flag', 'projects')).toBe('new-developments');
    expect(urlSlug('fr', 'segment', 'listing')).toBe('annonce');
    expect(urlWordsOf('de').segment.listing).toBe('inserat');
  });

  it('finds the word of a slug in a given language only', () => {
    expect(urlWordOf('transaction', 'louer', 'fr')).toBe('Rent');
    expect(urlWordOf('transaction', 'louer', 'de')).toBeUndefined();
    expect(urlWordOf('propertyType', 'maisons', 'fr')).toBe('House');
    expect(urlWordOf('amenity', 'with-garden', 'en')).toBe('Garden');
    expect(urlWordOf('view', 'garden-view', 'en')).toBe('Garden');
  });

  it('finds the word of a slug in any language, and only in its own category', () => {
    expect(urlWordOf('transaction', 'mieten')).toBe('Rent');
    expect(urlWordOf('transaction', 'comprar')).toBe('Sell');
    expect(urlWordOf('sorting', 'cheapest')).toBe('priceAsc');
    expect(urlWordOf('propertyType', 'buy')).toBeUndefined();
    expect(urlWordOf('transaction', 'nowhere')).toBeUndefined();
  });

  it('round-trips every word of every language', () => {
    for (const language of URL_LANGUAGES) {
      for (const category of categories) {
        for (const word of URL_WORD_KEYS[category]) {
          expect(urlWordOf(category, urlSlug(language, category, word as never), language)).toBe(word);
        }
      }
    }
  });

  it('reserves the transaction slugs of all languages', () => {
    const reserved = reservedTransactionSlugs();
    for (const language of URL_LANGUAGES) {
      expect(reserved.has(urlSlug(language, 'transaction', 'Sell'))).toBe(true);
      expect(reserved.has(urlSlug(language, 'transaction', 'Rent'))).toBe(true);
    }
    expect(isReservedTransactionSlug('Kaufen')).toBe(true);
    expect(isReservedTransactionSlug('geneve')).toBe(false);
  });

  it('maps a culture to its URL language', () => {
    expect(urlLanguageOf('de-CH')).toBe('de');
    expect(urlLanguageOf('fr_FR')).toBe('fr');
    expect(urlLanguageOf('no')).toBe('nb');
    expect(urlLanguageOf('nn-NO')).toBe('nb');
    expect(urlLanguageOf('ZH-hans')).toBe('zh');
    expect(urlLanguageOf('xx')).toBe('en');
  });
});
