import { CULTURES, type Language } from '../../portal/Portal';

/** Document 001 §7: GET /v2/listings/{id}/translate (field). The fields a listing can be read in another language. */
export const TRANSLATABLE_FIELDS = ['description', 'title'] as const;
export type TranslatableField = (typeof TRANSLATABLE_FIELDS)[number];

/**
 * Where a translation comes from: the owner's own text in that language (stored with the listing),
 * a translation provider behind a port (none is called by default), the original itself (asked in
 * the published language), or nothing ("without a stored translation the answer says so
 * and the page keeps the original").
 */
export type TranslationSource = 'Owner' | 'Provider' | 'Original' | 'None';

export interface ListingTranslation {
  listingId: number;
  field: TranslatableField;
  /** The language asked for. */
  language: Language;
  /** The language the owner published in. */
  originalLanguage: string;
  /** The text in `language`; null when there is none (source None). */
  text: string | null;
  source: TranslationSource;
}

export const isTranslatableField = (value: unknown): value is TranslatableField =>
  typeof value === 'string' && (TRANSLATABLE_FIELDS as readonly string[]).includes(value);
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (CULTURES as readonly string[]).includes(value);

/**
 * The stored answer for one field of a listing: `texts` holds the field per language as the owner
 * wrote it (the published language and any translations). Blank texts count as missing.
 */
export function storedTranslation(input: {
  listingId: number;
  field: TranslatableField;
  language: Language;
  originalLanguage: string;
  texts: Record<string, string>;
}): ListingTranslation {
  const { listingId, field, language, originalLanguage, texts } = input;
  const base = { listingId, field, language, originalLanguage };
  const own = texts[language]?.trim();
  if (language === originalLanguage) return { ...base, text: own || null, source: own ? 'Original' : 'None' };
  if (own) return { ...base, text: own, source: 'Owner' };
  return { ...base, text: null, source: 'None' };
}
