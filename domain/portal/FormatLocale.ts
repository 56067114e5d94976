import { CULTURES, type Language } from './Portal';

/**
 * The Intl locale a number, price or area is formatted in: the culture's language plus the
 * portal's country. German on the Swiss portal groups with apostrophes (de-CH: 1'250'000),
 * German on the German portal with dots (de-DE: 1.250.000). The international portal has no
 * country, so the language's own conventions apply.
 *
 * An unknown culture or a malformed country is a configuration bug, not a user error:
 * document 002 §8 says "Invalid culture or locale: error thrown".
 */
export function formatLocale(culture: string, countryISO?: string | null): string {
  if (!isCulture(culture)) throw new Error(`Invalid culture or locale: ${culture}`);
  if (countryISO == null) return culture;
  if (!/^[A-Z]{2}$/.test(countryISO)) throw new Error(`Invalid culture or locale: ${culture}-${countryISO}`);
  return `${culture}-${countryISO}`;
}

/** Checks a locale handed to a formatter (e.g. 'de-CH') and returns its canonical form. */
export function checkedLocale(locale: string): string {
  let canonical: string;
  try {
    [canonical] = Intl.getCanonicalLocales(locale);
  } catch {
    throw new Error(`Invalid culture or locale: ${locale}`);
  }
  if (canonical === undefined || !isCulture(canonical.split('-')[0]))
    throw new Error(`Invalid culture or locale: ${locale}`);
  return canonical;
}

function isCulture(value: string | undefined): value is Language {
  return (CULTURES as readonly string[]).includes(value ?? '');
}
