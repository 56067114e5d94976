import type { FeatureFlags, Portal } from '#domain/portal/Portal';
import { SORTINGS } from '#domain/portal/Portal';

/**
 * The portals this installation serves. Values the documents leave open ("not shown")
 * are chosen here: max skip 100000 and max indexable skip 2000 (document 001 §9),
 * page size 20, default sort justForYou.
 */
const flags = (overrides: Partial<Omit<FeatureFlags, 'PS_FLAG_MSG_COUNTER'>> = {}): FeatureFlags => {
  const chat = overrides.PS_FLAG_CHAT ?? true; // document 000 §6: "PS_FLAG_CHAT (default on)"
  return {
    PS_FLAG_CHAT: chat,
    // The unread counter belongs to the Chat item: it shows wherever chat does, never on its own.
    PS_FLAG_MSG_COUNTER: chat,
    PS_FLAG_AVIF: true,
    PS_FLAG_SWITCH_TO_DASHBOARD: true,
    ...overrides,
  };
};

const common = {
  pageSize: 20,
  sortings: [...SORTINGS],
  defaultSort: 'justForYou' as const,
  allowUsers: true,
  allowSocialLogin: true,
  indexable: true,
  maxSkip: 100000,
  maxIndexableSkip: 2000,
  // Document 000 §9: the app banner cookie lives "30 days or 1 year (from configuration)": we keep 30 days.
  mobileApps: {
    appName: 'Homefinder',
    appStoreUrl: 'https://apps.apple.com/app/homefinder/id6450000001',
    playStoreUrl: 'https://play.google.com/store/apps/details?id=example.homefinder',
    downloadUrl: 'https://get.homefinder.example/app',
    bannerCookieDays: 30,
  },
  // The embedded communications service (/svc/communications) serves every portal's chat.
  chat: true,
};

export const PORTALS: Record<string, Portal> = {
  ch: {
    ...common,
    id: 'ch',
    name: 'Homefinder Switzerland',
    countryISO: 'CH',
    countries: ['CH'],
    cultures: ['de', 'fr', 'it', 'en'],
    defaultCulture: 'de',
    currencies: ['CHF', 'EUR', 'USD', 'GBP'],
    defaultCurrency: 'CHF',
    featureFlags: flags(),
    valuation: true,
    socialLinks: [
      { socialMediaService: 'Facebook', accountPath: 'homefinder.ch' },
      { socialMediaService: 'Instagram', accountPath: 'homefinder.ch' },
      { socialMediaService: 'LinkedIn', accountPath: 'company/homefinder' },
    ],
    dashboard: {
      loginUrl: 'https://dashboard.homefinder.example/login',
      clientId: 'agent-dashboard',
      redirectUrl: 'https://dashboard.homefinder.example/callback',
    },
    professionalsUrl: 'https://pro.homefinder.example/ch',
  },
  fr: {
    ...common,
    id: 'fr',
    name: 'Homefinder France',
    countryISO: 'FR',
    countries: ['FR'],
    cultures: ['fr', 'en'],
    defaultCulture: 'fr',
    currencies: ['EUR', 'USD', 'GBP', 'CHF'],
    defaultCurrency: 'EUR',
    featureFlags: flags({ PS_FLAG_SWITCH_TO_DASHBOARD: false }),
    valuation: true,
    socialLinks: [
      { socialMediaService: 'Facebook', accountPath: 'homefinder.fr' },
      { socialMediaService: 'Instagram', accountPath: 'homefinder.fr' },
    ],
    professionalsUrl: 'https://pro.homefinder.example/fr',
  },
  pt: {
    ...common,
    id: 'pt',
    name: 'Homefinder Portugal',
    countryISO: 'PT',
    countries: ['PT'],
    cultures: ['pt', 'en'],
    defaultCulture: 'pt',
    currencies: ['EUR', 'USD', 'GBP'],
    defaultCurrency: 'EUR',
    featureFlags: flags(),
    valuation: true,
    socialLinks: [{ socialMediaService: 'Facebook', accountPath: 'homefinder.pt' }],
  },
  es: {
    ...common,
    id: 'es',
    name: 'Homefinder España',
    countryISO: 'ES',
    countries: ['ES'],
    cultures: ['es', 'en'],
    defaultCulture: 'es',
    currencies: ['EUR', 'USD', 'GBP'],
    defaultCurrency: 'EUR',
    featureFlags: flags({ PS_FLAG_CHAT: false }),
    valuation: false,
    socialLinks: [
      { socialMediaService: 'Facebook', accountPath: 'homefinder.es' },
      { socialMediaService: 'Twitter', accountPath: 'homefinder_es' },
    ],
  },
  it: {
    ...common,
    id: 'it',
    name: 'Homefinder Italia',
    countryISO: 'IT',
    countries: ['IT'],
    cultures: ['it', 'en'],
    defaultCulture: 'it',
    currencies: ['EUR', 'CHF', 'USD', 'GBP'],
    defaultCurrency: 'EUR',
    featureFlags: flags(),
    valuation: false,
    socialLinks: [{ socialMediaService: 'Instagram', accountPath: 'homefinder.it' }],
  },
  de: {
    ...common,
    id: 'de',
    name: 'Homefinder Deutschland',
    countryISO: 'DE',
    countries: ['DE'],
    cultures: ['de', 'en'],
    defaultCulture: 'de',
    currencies: ['EUR', 'CHF', 'USD', 'GBP'],
    defaultCurrency: 'EUR',
    featureFlags: flags(),
    valuation: false,
    socialLinks: [{ socialMediaService: 'LinkedIn', accountPath: 'company/homefinder' }],
  },
  international: {
    ...common,
    id: 'international',
    name: 'Homefinder International',
    countryISO: null,
    countries: ['CH', 'FR', 'PT', 'ES', 'IT', 'DE'],
    cultures: ['en', 'de', 'es', 'fr', 'it', 'pt'],
    defaultCulture: 'en',
    currencies: ['EUR', 'USD', 'GBP', 'CHF'],
    defaultCurrency: 'EUR',
    featureFlags: flags(),
    valuation: true,
    socialLinks: [
      { socialMediaService: 'Facebook', accountPath: 'homefinder' },
      { socialMediaService: 'Instagram', accountPath: 'homefinder' },
      { socialMediaService: 'YouTube', accountPath: 'homefinder' },
    ],
    dashboard: {
      loginUrl: 'https://dashboard.homefinder.example/login',
      clientId: 'agent-dashboard',
      redirectUrl: 'https://dashboard.homefinder.example/callback',
    },
    professionalsUrl: 'https://pro.homefinder.example',
  },
};

/** Host → portal. localhost and unknown hosts get DEFAULT_PORTAL; the PORTAL env var overrides everything. */
export const PORTAL_HOSTS: Record<string, string> = {
  'homefinder.ch': 'ch',
  'www.homefinder.ch': 'ch',
  'ch.localhost': 'ch',
  'homefinder.fr': 'fr',
  'www.homefinder.fr': 'fr',
  'fr.localhost': 'fr',
  'homefinder.pt': 'pt',
  'www.homefinder.pt': 'pt',
  'pt.localhost': 'pt',
  'homefinder.es': 'es',
  'www.homefinder.es': 'es',
  'es.localhost': 'es',
  'homefinder.it': 'it',
  'www.homefinder.it': 'it',
  'it.localhost': 'it',
  'homefinder.de': 'de',
  'www.homefinder.de': 'de',
  'de.localhost': 'de',
  'homefinder.com': 'international',
  'www.homefinder.com': 'international',
};
export const DEFAULT_PORTAL = 'international';

/** Public host of each portal, used when the regional picker moves a visitor to another portal. */
export const PORTAL_ORIGINS: Record<string, string> = {
  ch: 'https://www.homefinder.ch',
  fr: 'https://www.homefinder.fr',
  pt: 'https://www.homefinder.pt',
  es: 'https://www.homefinder.es',
  it: 'https://www.homefinder.it',
  de: 'https://www.homefinder.de',
  international: 'https://www.homefinder.com',
};
