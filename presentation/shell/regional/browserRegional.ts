import type { RegionalBrowser } from './RegionalSettingsViewModel';

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
