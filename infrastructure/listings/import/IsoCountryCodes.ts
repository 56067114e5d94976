import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import type { CountryCodes } from '#domain/listings/import/CountryCodes';

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json') as Parameters<typeof countries.registerLocale>[0]);

/** Country codes and English names from i18n-iso-countries (ISO 3166-1, MIT). */
export const isoCountryCodes: CountryCodes = {
  alpha2(codeOrName: string): string | undefined {
    const value = codeOrName.trim();
    if (/^[A-Za-z]{2}$/u.test(value)) return countries.isValid(value) ? value.toUpperCase() : undefined;
    if (/^[A-Za-z]{3}$/u.test(value)) return countries.alpha3ToAlpha2(value.toUpperCase()) ?? undefined;
    return countries.getAlpha2Code(value, 'en') ?? undefined;
  },
};
