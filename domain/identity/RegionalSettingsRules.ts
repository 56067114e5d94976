import { isCountryCode } from '../portal/Countries';
import type { Language } from '../portal/Portal';
import { type DomainError, invalid } from '../shared/DomainError';
import { VALIDATION_MESSAGES } from './FieldValidators';
import type { RegionalSettings } from './Profile';

/**
 * The regional settings page (/settings/regional): the profile's language, country and currency
 * (document 000 §3 "regionalSettings (culture, language, countryISO, currencyId, …)"). The culture
 * is not chosen on its own: it is the language in the country ('fr' in 'CH' → 'fr-CH'), as the
 * documents' culture entry pairs them.
 */
export interface RegionalChoice {
  language: string;
  countryISO: string;
  currencyId: string;
}

/** What the visitor may pick: the portal's languages and currencies (the server serves no others). */
export interface RegionalOffer {
  languages: readonly Language[];
  currencies: readonly string[];
}

/**
 * Every field is required (document 000 §5 'Immobox.Validations.Required'). A value outside the
 * lists is what a tampered form sends; the page never offers one, so it reads as "not chosen".
 */
export function validateRegionalChoice(choice: RegionalChoice, offer: RegionalOffer): DomainError[] {
  const failures: DomainError[] = [];
  if (!offer.languages.some((language) => language === choice.language))
    failures.push(invalid('REQUIRED', VALIDATION_MESSAGES.required, 'language'));
  if (!isCountryCode(choice.countryISO)) failures.push(invalid('REQUIRED', VALIDATION_MESSAGES.required, 'countryISO'));
  if (!offer.currencies.includes(choice.currencyId))
    failures.push(invalid('REQUIRED', VALIDATION_MESSAGES.required, 'currencyId'));
  return failures;
}

/** The profile's regionalSettings for a valid choice. */
export function regionalSettingsOf(choice: RegionalChoice): RegionalSettings {
  return {
    culture: `${choice.language}-${choice.countryISO}`,
    language: choice.language,
    countryISO: choice.countryISO,
    currencyId: choice.currencyId,
  };
}

/**
 * The form's starting values: what the profile holds when the portal still offers it, else what
 * the visitor is browsing with now. The country falls back to the culture's region ('de-CH'),
 * then the portal's country; on the international portal it may stay empty for the visitor to pick.
 */
export function initialRegionalChoice(
  stored: RegionalSettings,
  offer: RegionalOffer,
  browsing: { culture: Language; currency: string; portalCountry: string | null },
): RegionalChoice {
  const storedLanguage = (stored.language ?? stored.culture ?? '').split(/[-_]/)[0].toLowerCase();
  const language = offer.languages.find((offered) => offered === storedLanguage) ?? browsing.culture;
  const cultureRegion = (stored.culture ?? '').split(/[-_]/)[1]?.toUpperCase();
  const countryISO = [stored.countryISO, cultureRegion, browsing.portalCountry ?? undefined].find(isCountryCode) ?? '';
  const currencyId =
    stored.currencyId && offer.currencies.includes(stored.currencyId) ? stored.currencyId : browsing.currency;
  return { language, countryISO, currencyId };
}
