/**
 * The portal's mobile apps (document 000 §1: "a mobile-app promotion modal, smart banners for the
 * mobile app"; §2 "app advertisement (two steps: advert, then QR code; kinds Chat and SearchAlerts)";
 * §4 "Dismissing the app advert records that advert subject as dismissed"; "Mobile banner dismissal
 * is stored in a cookie"; §9 "app banner … cookies 30 days or 1 year (from configuration)").
 */
export const APP_ADVERT_SUBJECTS = ['Chat', 'SearchAlerts'] as const;
export type AppAdvertSubject = (typeof APP_ADVERT_SUBJECTS)[number];
export type AppAdvertStep = 'advert' | 'qrCode';

/** Where the apps are (configured per portal; the documents do not show the stores). */
export interface MobileApps {
  appName: string;
  appStoreUrl: string;
  playStoreUrl: string;
  /** One link that opens the right store on a phone: what the QR code holds. */
  downloadUrl: string;
  /** Lifespan of the cookie that remembers a dismissed smart banner, in days (30 or 365). */
  bannerCookieDays: number;
}

/** The cookie that remembers a dismissed smart banner (document 000 §4 "Other"). */
export const APP_BANNER_COOKIE = 'appBanner';

export const isAppAdvertSubject = (value: unknown): value is AppAdvertSubject =>
  typeof value === 'string' && (APP_ADVERT_SUBJECTS as readonly string[]).includes(value);

/** What the browser remembers of the advert (persisted under modal.appAdvertisement, document 000 §3). */
export interface AppAdvertMemory {
  dismissed: AppAdvertSubject[];
}

/** A remembered value read defensively: anything unexpected counts as nothing dismissed. */
export function appAdvertMemoryOf(value: unknown): AppAdvertMemory {
  const dismissed = (value as { dismissed?: unknown } | null | undefined)?.dismissed;
  return { dismissed: Array.isArray(dismissed) ? [...new Set(dismissed.filter(isAppAdvertSubject))] : [] };
}

/** An advert offered by the portal (after a lead, after an alert) shows only while its subject was not dismissed. */
export const mayOfferAppAdvert = (memory: AppAdvertMemory, subject: AppAdvertSubject): boolean =>
  !memory.dismissed.includes(subject);

/** Dismissal is recorded per subject: Chat dismissed still lets SearchAlerts show. */
export const dismissAppAdvert = (memory: AppAdvertMemory, subject: AppAdvertSubject): AppAdvertMemory =>
  memory.dismissed.includes(subject) ? memory : { dismissed: [...memory.dismissed, subject] };

/** The link the QR code holds: the download link, tagged with the advert's subject for the app's statistics. */
export function appDownloadLink(apps: Pick<MobileApps, 'downloadUrl'>, subject: AppAdvertSubject): string {
  const url = new URL(apps.downloadUrl);
  url.searchParams.set('utm_source', 'portal');
  url.searchParams.set('utm_campaign', subject);
  return url.toString();
}

/** The smart banner shows until dismissed (the cookie) and never to crawlers. */
export const showsSmartBanner = (input: {
  apps: MobileApps | undefined;
  dismissedCookie: string | undefined;
  isCrawler: boolean;
}): boolean => !!input.apps && !input.dismissedCookie && !input.isCrawler;
