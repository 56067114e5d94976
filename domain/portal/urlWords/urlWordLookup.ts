import type { UrlLanguage, UrlWord, UrlWordCategory, UrlWords } from './UrlWords';
import { URL_LANGUAGES, URL_WORD_KEYS } from './UrlWords';
import { URL_WORDS_BY_LANGUAGE } from './urlWordsByLanguage';

/**
 * Word ↔ slug lookups over the URL word tables. The reverse indexes are built at the first
 * lookup, so every lookup after is a map read. The server's tables hold every word of every
 * language. The browser's (presentation/shared/routing/browserUrlWords, by vite.config.ts) hold
 * the route words of every language and every word of its page's language only, which arrives
 * with the page context: the indexes are built again when a table is replaced.
 */

type SlugIndex = Map<string, { word: string; languages: Set<UrlLanguage> }>;
type ReverseIndex = { byCategory: Map<UrlWordCategory, SlugIndex>; reservedTransactionSlugs: ReadonlySet<string> };

const tables: Readonly<Partial<Record<UrlLanguage, Partial<UrlWords>>>> = URL_WORDS_BY_LANGUAGE;
let index: ReverseIndex | undefined;
const indexedTables: (Partial<UrlWords> | undefined)[] = [];

function reverseIndex(): ReverseIndex {
  if (index && URL_LANGUAGES.every((language, i) => indexedTables[i] === tables[language])) return index;
  const byCategory = new Map<UrlWordCategory, SlugIndex>();
  for (const category of Object.keys(URL_WORD_KEYS) as UrlWordCategory[]) {
    const slugs: SlugIndex = new Map();
    for (const language of URL_LANGUAGES) {
      const table = tables[language]?.[category] as Record<string, string> | undefined;
      if (!table) continue;
      for (const word of URL_WORD_KEYS[category]) {
        const slug = table[word];
        const entry = slugs.get(slug);
        // The data tests guarantee a slug means one word per category across languages; first wins otherwise.
        if (!entry) slugs.set(slug, { word, languages: new Set([language]) });
        else if (entry.word === word) entry.languages.add(language);
      }
    }
    byCategory.set(category, slugs);
  }
  index = { byCategory, reservedTransactionSlugs: new Set(byCategory.get('transaction')!.keys()) };
  URL_LANGUAGES.forEach((language, i) => (indexedTables[i] = tables[language]));
  return index;
}

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
  const entry = reverseIndex().byCategory.get(category)!.get(slug);
  if (!entry || (language && !entry.languages.has(language))) return undefined;
  return entry.word as UrlWord<C>;
}

/** Transaction slugs of every language: a place slug may equal none of them (document 002 §5). */
export function reservedTransactionSlugs(): ReadonlySet<string> {
  return reverseIndex().reservedTransactionSlugs;
}

export function isReservedTransactionSlug(slug: string): boolean {
  return reverseIndex().reservedTransactionSlugs.has(slug.toLowerCase());
}

const LANGUAGE_ALIASES: Readonly<Record<string, UrlLanguage>> = { no: 'nb', nn: 'nb' };

/** The URL language of a culture ('de-CH' → 'de', 'no' → 'nb'); English when we have no words for it. */
export function urlLanguageOf(culture: string): UrlLanguage {
  const primary = culture.toLowerCase().split(/[-_]/)[0];
  const language = LANGUAGE_ALIASES[primary] ?? primary;
  return (URL_LANGUAGES as readonly string[]).includes(language) ? language : 'en';
}
