/**
 * Names of languages, countries and currencies from the runtime's CLDR data (Intl.DisplayNames),
 * so the picker needs no list of its own in six languages. Formatters are kept per locale and
 * kind: building one costs far more than using it.
 */
const cache = new Map<string, Intl.DisplayNames>();

function names(locale: string, type: Intl.DisplayNamesType): Intl.DisplayNames {
  const key = `${locale}|${type}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.DisplayNames([locale], { type, fallback: 'code' });
    cache.set(key, formatter);
  }
  return formatter;
}

/** A language in its own language, capitalised as a menu entry: 'Deutsch', 'Français'. */
export function nativeLanguageName(language: string): string {
  const name = names(language, 'language').of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/** A country in the visitor's language: 'Schweiz' for CH in German. */
export function countryName(countryISO: string, locale: string): string {
  return names(locale, 'region').of(countryISO) ?? countryISO;
}

/** A currency in the visitor's language: 'Schweizer Franken'. */
export function currencyName(code: string, locale: string): string {
  const name = names(locale, 'currency').of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
