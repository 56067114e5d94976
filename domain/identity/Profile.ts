import type { AuthenticationState } from './AuthenticationState';

/** Profile entity (document 000 §3). Every visitor has one; a user may have several. */
export const PROFILE_TYPES = ['Visitor', 'Bot'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

export interface ProfileDetails {
  email?: string;
  fullName?: string;
  phone?: string;
}

export interface RegionalSettings {
  culture?: string;
  language?: string;
  countryISO?: string;
  currencyId?: string;
  timezoneOffset?: number;
}

export interface Consent {
  email: string;
  sourceUrl?: string;
}

export interface CookiesConsent {
  performanceCookies: boolean;
  advertisingCookies: boolean;
  sourceUrl?: string;
}

export interface Profile {
  id: number;
  /** Public, non-secret code of the profile (shown in support tools and e-mails). */
  code: string;
  userId: number | null;
  details: ProfileDetails;
  regionalSettings: RegionalSettings;
  consent: Consent | null;
  cookiesConsent: CookiesConsent | null;
  avatar: string | null;
  authenticationState: AuthenticationState;
  profileType: ProfileType;
}

/** GET /profiles/{id} modes (document 000 §7: default RegionalSettings). */
export const PROFILE_MODES = ['RegionalSettings', 'Full'] as const;
export type ProfileMode = (typeof PROFILE_MODES)[number];

/** A profile is complete only with fullName, e-mail and phone (document 000 §5). */
export function isProfileComplete(details: ProfileDetails): boolean {
  return [details.fullName, details.email, details.phone].every(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
}

/** The cookie consent banner shows until the profile has cookiesConsent (document 000 §4). */
export function showsCookieConsentBanner(profile: Pick<Profile, 'cookiesConsent'> | undefined): boolean {
  return !profile?.cookiesConsent;
}

/** What a profile looks like in a given mode: RegionalSettings leaves out personal details. */
export function profileInMode(profile: Profile, mode: ProfileMode): Partial<Profile> & Pick<Profile, 'id'> {
  if (mode === 'Full') return profile;
  const { id, code, userId, regionalSettings, authenticationState, profileType, cookiesConsent } = profile;
  return { id, code, userId, regionalSettings, authenticationState, profileType, cookiesConsent };
}
