import type { PageLocation } from '#domain/portal/PortalDirectory';

/** The browser work a regional choice needs (the shell's picker, identity's regional settings). */
export interface RegionalBrowser {
  location(): PageLocation;
  setCookie(name: string, value: string, maxAgeSeconds: number): void;
  reload(): void;
  assign(url: string): void;
}

/** The cookie server/middleware/regional.ts reads; kept a year like the culture cookie it sets. */
export const CURRENCY_COOKIE = 'currency';
export const CURRENCY_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** The real browser behind RegionalBrowser; only called from event handlers, never during render. */
export const browserRegional: RegionalBrowser = {
  location: () => {
    const { origin, pathname, search, hash } = window.location;
    return { origin, pathname, search, hash };
  },
  setCookie: (name, value, maxAgeSeconds) => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
  },
  reload: () => window.location.reload(),
  assign: (url) => window.location.assign(url),
};
