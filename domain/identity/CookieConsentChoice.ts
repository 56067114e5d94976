import type { CookiesConsent } from './Profile';

/**
 * The cookie consent choices (document 000 §4): functional cookies are always on and cannot be
 * changed; performance and advertising are optional and off by default.
 */
export interface CookieConsentChoice {
  readonly functionalCookies: true;
  performanceCookies: boolean;
  advertisingCookies: boolean;
}

export const DEFAULT_COOKIE_CHOICE: CookieConsentChoice = {
  functionalCookies: true,
  performanceCookies: false,
  advertisingCookies: false,
};

export const ACCEPT_ALL_COOKIES: CookieConsentChoice = {
  functionalCookies: true,
  performanceCookies: true,
  advertisingCookies: true,
};

export function cookiesConsentOf(choice: CookieConsentChoice, sourceUrl: string): CookiesConsent {
  return { performanceCookies: choice.performanceCookies, advertisingCookies: choice.advertisingCookies, sourceUrl };
}

/** The save button's states. */
export type ConsentSaveStatus = 'idle' | 'loading' | 'done' | 'failed';

/** The documents' message on a consent save failure. */
export const CONSENT_SAVE_FAILURE = 'Errors.Message.SomethingWrong';
