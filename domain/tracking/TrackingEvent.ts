/**
 * Event tracking (document 002 "Tracking events", document 001 §7): the body of POST /events/track
 * carries `actions`, each with source, portalId, ipAddress, profileId, action, listingId, categoryId,
 * searchId and value. Crawlers and bots are never tracked; archived agents trigger archived-agent variants.
 */

/** Document 000 §2 "Tracked page names" (the same list as document 002). */
export const TRACKED_PAGES = [
  'myHome',
  'agentPage',
  'agencySearchPage',
  'listingPage',
  'favoritesPage',
  'searchPage',
  'projectPage',
  'valuationPage',
  'placeAgentsPage',
  'placeStatsPage',
] as const;
export type TrackedPage = (typeof TRACKED_PAGES)[number];

/** Content pages: "display is tracked" (document 000 §2). */
export const CONTENT_PAGE_ACTION = 'contentPage';

/** Suffix of the archived-agent variant of an action ("Archived agents trigger archived-agent variants"). */
export const ARCHIVED_AGENT_SUFFIX = 'ArchivedAgent';

/**
 * What the visitor does that is tracked, besides the pages shown (document 001 §4 "Lead submit":
 * "track submit; post the lead; track success if the status qualifies"; document 002 "Tracking
 * events": "The full list of event names is not shown"). Our names are the documents' own words for
 * the acts: createFavorite and saveSearch as the stored post-login actions name them (document 000
 * §4), deleteFavorite beside createFavorite, leadSubmit and leadSuccess for the lead's two tracks,
 * showPhone for "Show phone number". Their payload rules are in TrackedActs.
 */
export const ACT_ACTIONS = [
  'createFavorite',
  'deleteFavorite',
  'leadSubmit',
  'leadSuccess',
  'showPhone',
  'saveSearch',
] as const;
export type ActAction = (typeof ACT_ACTIONS)[number];

/** Every action the portal sends: each tracked page's display, its archived-agent variant, a content page's display, the acts. */
export const TRACKED_ACTIONS: readonly string[] = [
  ...TRACKED_PAGES,
  ...TRACKED_PAGES.map((page) => `${page}${ARCHIVED_AGENT_SUFFIX}`),
  CONTENT_PAGE_ACTION,
  ...ACT_ACTIONS,
];

/** At most this many actions in one batch (one sendBeacon call). */
export const MAX_BATCH = 50;

/** The source the portal's browser module sends. */
export const WEB_SOURCE = 'web';

export function isTrackedPage(name: string): name is TrackedPage {
  return (TRACKED_PAGES as readonly string[]).includes(name);
}

/** The action for a page shown: its name, or the archived-agent variant when the page's agent is archived. */
export function pageAction(page: TrackedPage, agentArchived: boolean): string {
  return agentArchived ? `${page}${ARCHIVED_AGENT_SUFFIX}` : page;
}

/** One action of a batch, as posted (every field of document 002; the optional ones may be absent). */
export interface TrackingAction {
  source: string;
  portalId: string;
  ipAddress?: string;
  profileId?: string;
  action: string;
  listingId?: number;
  categoryId?: number;
  searchId?: string;
  value?: string;
}

/** A stored event: the action with the time it was received. */
export interface TrackedEvent extends TrackingAction {
  occurredAt: Date;
}

/**
 * The address kept for an event: never the one the browser claims (it could be anyone's), the request's
 * own, shortened so it no longer names one visitor (IPv4: last octet zeroed; IPv6: first 48 bits kept).
 */
export function anonymiseIp(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0`;
  if (ip.includes(':')) {
    const groups = ip.split('::')[0].split(':').filter(Boolean).slice(0, 3);
    return `${groups.join(':')}::`;
  }
  return undefined;
}

/** Listing views counted for "N people viewed this listing this week": the last seven days up to now. */
export function weekStart(now: Date): Date {
  return new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
}

/**
 * Ours (the documents give no number): the most viewed listings a place's statistics page lists, the
 * same "last seven days" as the listing page's count; a listing needs two people (one is most often the
 * visitor's own view) to be listed.
 */
export const MOST_VIEWED_SHOWN = 5;
export const MOST_VIEWED_MIN_PEOPLE = 2;

/** The first day of the month holding `date` (UTC): partitions are per calendar month. */
export function monthStart(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
}

/** The month partitions to keep: anything ending at or before this date is past the retention (in months). */
export function retentionCutoff(now: Date, retentionMonths: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - retentionMonths, 1));
}
