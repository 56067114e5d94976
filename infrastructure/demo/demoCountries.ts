import type { Language } from '#domain/portal/Portal';

export interface DemoCountry {
  iso: string;
  currency: string;
  isEU: boolean;
  /** Language most listings are published in; CH depends on the canton (see listingLanguage). */
  language: Language;
  /** Share of a country's listings in the data set. */
  weight: number;
  /** Share of listings whose owner also wrote an English (or second) description. */
  translatedShare: number;
}

/** The six countries of the demo portals, weighted roughly by the size of their property markets. */
export const DEMO_COUNTRIES: readonly DemoCountry[] = [
  { iso: 'CH', currency: 'CHF', isEU: false, language: 'de', weight: 18, translatedShare: 0.3 },
  { iso: 'FR', currency: 'EUR', isEU: true, language: 'fr', weight: 20, translatedShare: 0.1 },
  { iso: 'PT', currency: 'EUR', isEU: true, language: 'pt', weight: 14, translatedShare: 0.25 },
  { iso: 'ES', currency: 'EUR', isEU: true, language: 'es', weight: 16, translatedShare: 0.2 },
  { iso: 'IT', currency: 'EUR', isEU: true, language: 'it', weight: 15, translatedShare: 0.1 },
  { iso: 'DE', currency: 'EUR', isEU: true, language: 'de', weight: 17, translatedShare: 0.08 },
];

export const DEMO_LANGUAGES: readonly Language[] = ['de', 'en', 'es', 'fr', 'it', 'pt'];

/** Swiss cantons by their (majority) language; the rest of Switzerland speaks German. */
const SWISS_CANTON_LANGUAGE: Record<string, Language> = {
  Genève: 'fr',
  Vaud: 'fr',
  Neuchâtel: 'fr',
  Jura: 'fr',
  Fribourg: 'fr',
  Valais: 'fr',
  Ticino: 'it',
};

/** The language people in a region speak, and so write listings in. */
export function regionLanguage(country: DemoCountry, regionName: string): Language {
  return country.iso === 'CH' ? (SWISS_CANTON_LANGUAGE[regionName] ?? 'de') : country.language;
}
