/** RFC 5646 §4.4.1: implementations need keep no more than 35 characters of a tag. */
export const MAX_LANGUAGE_TAG = 35;

/**
 * A BCP-47 language tag as Intl reads it (`de`, `de-CH`, `zh-Hant-TW`): what every locale sent by a
 * client must be before it reaches a formatter, which throws a RangeError on anything else
 * (`en_US`, `en-`, `123`).
 */
export function isLanguageTag(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LANGUAGE_TAG) return false;
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}
