import { COUNTRY_CODES } from '#domain/portal/Countries';
import type { PlaceSlug } from '#domain/places/Place';

export interface CountryName {
  countryISO: string;
  name: string;
}

/** Every country's name in a language (the runtime's CLDR data), sorted by name in that language. */
export function countryNames(language: string): CountryName[] {
  const display = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((countryISO) => ({ countryISO, name: display.of(countryISO) ?? countryISO })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

/** A place's current slugs for a locale: its language's and English, which is always added (document 001 §7). */
export function slugsForLocale(slugs: readonly PlaceSlug[], locale: string): PlaceSlug[] {
  const language = locale.slice(0, 2).toLowerCase();
  return slugs.filter((slug) => !slug.isObsolete && (slug.language === language || slug.language === 'en'));
}

/**
 * A place as GET /places answers it without mode Localizations: its names and current slugs in one
 * language and English (always added, document 001 §7); mode Localizations keeps every language.
 */
export function placeInLanguage<P extends { names: Record<string, string>; slugs: readonly PlaceSlug[] }>(
  place: P,
  language: string,
): P {
  const keep = (lang: string) => lang === language || lang === 'en';
  return {
    ...place,
    names: Object.fromEntries(Object.entries(place.names).filter(([lang]) => keep(lang))),
    slugs: place.slugs.filter((slug) => !slug.isObsolete && keep(slug.language)),
  };
}
