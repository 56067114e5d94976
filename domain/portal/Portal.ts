import type { MobileApps } from './MobileApps';

/** A portal: one country (or the international one) with its cultures, currencies and switches. */
export const CULTURES = ['de', 'en', 'es', 'fr', 'it', 'pt'] as const;
export type Language = (typeof CULTURES)[number];

export const SORTINGS = [
  'justForYou',
  'updateDate',
  'priceAsc',
  'priceDesc',
  'biggestPriceDrops',
  'biggestPriceIncreases',
  'livingArea',
  'numberOfRooms',
] as const;
export type Sorting = (typeof SORTINGS)[number];
/** Sortings a crawler may index (document 001 §9). */
export const SEO_SORTINGS: readonly Sorting[] = [
  'justForYou',
  'biggestPriceDrops',
  'biggestPriceIncreases',
  'updateDate',
  'priceAsc',
];

export interface FeatureFlags {
  PS_FLAG_CHAT: boolean;
  PS_FLAG_MSG_COUNTER: boolean;
  PS_FLAG_AVIF: boolean;
  PS_FLAG_SWITCH_TO_DASHBOARD: boolean;
}

export interface SocialLink {
  socialMediaService: 'Facebook' | 'Instagram' | 'LinkedIn' | 'Twitter' | 'YouTube';
  accountPath: string;
}

export interface Portal {
  id: string;
  name: string;
  /** ISO country the portal serves; null for the international portal. */
  countryISO: string | null;
  /** Countries whose places and listings this portal shows. */
  countries: string[];
  cultures: Language[];
  defaultCulture: Language;
  currencies: string[];
  defaultCurrency: string;
  pageSize: number;
  sortings: Sorting[];
  defaultSort: Sorting;
  featureFlags: FeatureFlags;
  allowUsers: boolean;
  allowSocialLogin: boolean;
  valuation: boolean;
  /** When false every page is noindex (document 000 §6). */
  indexable: boolean;
  /** Maximum skip before a search redirects to page one; max indexable skip. */
  maxSkip: number;
  maxIndexableSkip: number;
  socialLinks: SocialLink[];
  /** Where the agent dashboard lives, if the portal has one. */
  dashboard?: { loginUrl: string; clientId: string; redirectUrl: string };
  professionalsUrl?: string;
  /** The portal's mobile apps: the app advertisement and the smart banner show only when set. */
  mobileApps?: MobileApps;
  /** The communications (chat) service is configured: the navigation's Chat shows (with PS_FLAG_CHAT, document 000 §2). */
  chat?: boolean;
}
