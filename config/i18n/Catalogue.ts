import type { Language } from '#domain/portal/Portal';

/** One language's messages for one context: message key → ICU MessageFormat text. */
export type Catalogue = Readonly<Record<string, string>>;

/** A context's catalogue in every language the product speaks (a missing language is a type error). */
export type ContextCatalogues = Readonly<Record<Language, Catalogue>>;

/** The language every catalogue is written in first; other languages fall back to it key by key. */
export const FALLBACK_LANGUAGE: Language = 'en';
