import type { UrlLanguage, UrlWord, UrlWordCategory, UrlWords } from './UrlWords';
import { URL_LANGUAGES, URL_WORD_KEYS } from './UrlWords';
import { URL_WORDS_BY_LANGUAGE } from './urlWordsByLanguage';

/**
 * Word ↔ slug lookups over the URL word tables. Reverse indexes are built once at
 * import from constant data, so every lookup is a map read.
 */

type SlugIndex = Map<string, { word: string; languages: Set<UrlLanguage> }>;

const reverse = new Map<UrlWordCategory, SlugIndex>();
for (const category of Object.keys(URL_WORD_KEYS) as UrlWordCategory[]) {
  const index: SlugIndex = new Map();
  for (const language of URL_LANGUAGES) {
    const table = URL_WORDS_BY_LANGUAGE[language][category] as Record<string, string>;
    for (const word of URL_WORD_KEYS[category]) {
      const slug = table[word];
      const entry = index.get(slug);
      // The data tests guarantee a slug means one word per category across languages; first wins otherwise.
      if (!entry) index.set(slug, { word, languages: new Set([language]) });
      else if (entry.word === word) entry.languages.add(language);
    }
  }
  reverse.set(category, index);
}

const reservedTransactionSlugSet: ReadonlySet<string> = new Set(reverse.get('transaction')!.keys());

export function urlWordsOf(language: UrlLanguage): UrlWords {
  return URL_WORDS_BY_LANGUAGE[language];
}

/** The slug of a word in a language, e.g. urlSlug('fr', 'transaction', 'Rent') === 'louer'. */
export function urlSlug<C extends UrlWordCategory>(language: UrlLanguage, category: C, word: UrlWord<C>): string {
  return (URL_WORDS_BY_LANGUAGE[language][category] as Record<string, string>)[word];
}

/**
 * The word a slug stands for, in the given language only, or in any language when none
 * is given (links shared across cultures keep working).
 */
export function urlWordOf<C extends UrlWordCategory>(
  category: C,
  slug: string,
  language?: UrlLanguage,
): UrlWord<C> | undefined {
  const entry = reverse.get(category)!.get(slug);
  if (!entry || (language && !entry.languages.has(language))) return undefined;
  return entry.word as UrlWord<C>;
}

/** Transaction slugs of every language: a place slug may equal none of them (document 002 §5). */
export function reservedTransactionSlugs(): ReadonlySet<string> {
  return reservedTransactionSlugSet;
}

export function isReservedTransactionSlug(slug: string): boolean {
  return reservedTransactionSlugSet.has(slug.toLowerCase());
}

const LANGUAGE_ALIASES: Readonly<Record<string, UrlLanguage>> = { no: 'nb', nn: 'nb' };

/** The URL language of a culture ('de-CH' → 'de', 'no' → 'nb'); English when we have no words for it. */
export function urlLanguageOf(culture: string): UrlLanguage {
  const primary = culture.toLowerCase().split(/[-_]/)[0];
  const language = LANGUAGE_ALIASES[primary] ?? primary;
  return (URL_LANGUAGES as readonly string[]).includes(language) ? (language as UrlLanguage) : 'en';
}
