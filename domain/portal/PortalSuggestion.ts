import type { Language } from './Portal';
import { PORTAL_DIRECTORY, portalSwitchUrl, type PageLocation, type PortalEntry } from './PortalDirectory';

/**
 * The portal suggestion panel (document 000 §2 "Regional pickers": it "holds url, country,
 * language, culture and can be dismissed"). A visitor whose country has a portal of its own, and
 * who is browsing another one, is offered that portal. Not to crawlers (the page they index must
 * not depend on where the crawler sits), not once dismissed, not on the visitor's own portal,
 * and not when the country has no portal (the international portal serves everyone else).
 */
export interface PortalSuggestion {
  portalId: string;
  portalName: string;
  /** The visitor's country, the one the suggested portal serves. */
  country: string;
  /** The language the suggested portal will be read in: the current one when offered there, else its default. */
  language: Language;
  /** language-COUNTRY, e.g. 'fr-CH'. */
  culture: string;
}

export interface PortalSuggestionInput {
  currentPortalId: string;
  /** ISO 3166-1 alpha-2 (domain/portal/VisitorCountry), or null when unknown. */
  visitorCountry: string | null;
  currentCulture: Language;
  dismissed: boolean;
  isCrawler: boolean;
}

/**
 * Remembered for a year like the culture cookie (document 000 §9 lists a "culture suggestion"
 * cookie): a cookie rather than local state, so the server does not render a panel the visitor
 * already closed.
 */
export const PORTAL_SUGGESTION_COOKIE = 'cultureSuggestion';
export const PORTAL_SUGGESTION_DISMISSED = 'dismissed';
export const PORTAL_SUGGESTION_MAX_AGE_S = 365 * 24 * 3600;

/** Which portal the visitor's country has, if it is not the one they are on. Ignores dismissal and crawlers. */
export function portalForCountry(
  currentPortalId: string,
  visitorCountry: string | null,
  directory: readonly PortalEntry[] = PORTAL_DIRECTORY,
): PortalEntry | null {
  if (!visitorCountry) return null;
  const target = directory.find((entry) => entry.countryISO === visitorCountry);
  return target && target.id !== currentPortalId ? target : null;
}

export function suggestPortal(
  input: PortalSuggestionInput,
  directory: readonly PortalEntry[] = PORTAL_DIRECTORY,
): PortalSuggestion | null {
  if (input.dismissed || input.isCrawler) return null;
  const target = portalForCountry(input.currentPortalId, input.visitorCountry, directory);
  if (!target || !target.countryISO) return null;
  const language = target.cultures.includes(input.currentCulture) ? input.currentCulture : target.defaultCulture;
  return {
    portalId: target.id,
    portalName: target.name,
    country: target.countryISO,
    language,
    culture: `${language}-${target.countryISO}`,
  };
}

/**
 * The suggestion's link: that portal's host with the same path and query (as choosing it in the
 * regional picker), plus `c` so the page opens in the language the panel promised.
 */
export function portalSuggestionUrl(
  suggestion: PortalSuggestion,
  from: PageLocation,
  directory: readonly PortalEntry[] = PORTAL_DIRECTORY,
): string {
  const target = directory.find((entry) => entry.id === suggestion.portalId);
  if (!target) throw new Error(`unknown portal ${suggestion.portalId}`);
  const query = new URLSearchParams(from.search);
  query.set('c', suggestion.language);
  return portalSwitchUrl(target, { ...from, search: `?${query.toString()}` });
}

/** The `dismissPortalSuggestion` start-up parameter (document 000 §2) in a search string. */
export function dismissesPortalSuggestion(search: string): boolean {
  return (
    new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('dismissPortalSuggestion') === 'true'
  );
}
