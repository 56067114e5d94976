import { acceptedLanguageTags } from './CultureResolution';

/**
 * The visitor's country (document 000 §2: the debug panel's "detected country", the portal
 * suggestion). A CDN that geolocates the client IP (Cloudflare's cf-ipcountry, a load balancer's
 * x-country-code) knows best; without it, the region of the visitor's preferred language is the
 * next best guess (de-CH → CH). Country codes only matter for suggesting a portal, so a wrong
 * guess costs a dismissible panel, never access.
 */
export type VisitorCountrySource = 'header' | 'acceptLanguage';

export interface VisitorCountry {
  /** ISO 3166-1 alpha-2, upper case; null when nothing tells. */
  country: string | null;
  source: VisitorCountrySource | null;
}

// Cloudflare answers XX for "unknown" and T1 for Tor; neither is a country.
const NOT_A_COUNTRY = new Set(['XX', 'ZZ', 'T1', 'EU', 'AP']);

/** A two-letter region code, or null ('ch' → 'CH'; 'XX', 'T1', 'CHE' → null). */
export function countryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) && !NOT_A_COUNTRY.has(code) ? code : null;
}

/** The region subtag of the first Accept-Language entry that has one ('fr-CH', 'zh-Hant-TW'). */
export function regionOfAcceptLanguage(header: string | null | undefined): string | null {
  for (const tag of acceptedLanguageTags(header)) {
    const region = tag
      .split(/[-_]/)
      .slice(1)
      .find((subtag) => /^[A-Za-z]{2}$/.test(subtag));
    const code = countryCode(region);
    if (code) return code;
  }
  return null;
}

export function detectVisitorCountry(hints: {
  headerValue?: string | null;
  acceptLanguage?: string | null;
}): VisitorCountry {
  const fromHeader = countryCode(hints.headerValue);
  if (fromHeader) return { country: fromHeader, source: 'header' };
  const fromLanguage = regionOfAcceptLanguage(hints.acceptLanguage);
  return fromLanguage ? { country: fromLanguage, source: 'acceptLanguage' } : { country: null, source: null };
}

/** What a request knows about where the visitor is (server/middleware/regional.ts), passed to the page. */
export interface VisitorRegion extends VisitorCountry {
  /** The visitor closed the portal suggestion before (its cookie) or the URL asked so (dismissPortalSuggestion=true). */
  portalSuggestionDismissed: boolean;
}
