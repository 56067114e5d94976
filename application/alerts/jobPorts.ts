import type { AlertAddressEvidence } from '#domain/alerts/alertAddressConfirmation';
import type { AlertChange, AlertEvent } from '#domain/alerts/AlertEvent';
import type { ChangedListingFacts } from '#domain/alerts/alertNews';
import type { ChangeLogWindowRule } from '#domain/alerts/changeLogWindow';
import type { ListingImage } from '#domain/listings/Listing';
import type { ExchangeRates } from '#domain/portal/ExchangeRates';
import type { SearchFilters } from '#domain/search/SearchFilters';

/**
 * The alert job's own ports (docs/alerts-job.md): the change log it reads, the digests and instant
 * pushes it decides and queues, and what composing them needs. What visitors do with their alerts
 * (subscriptions, addresses, browsers) is in ports.ts.
 */

/** A window (start, end] of the listings' change log that a run of an alert job works on. */
export interface AlertWindow {
  start: number;
  end: number;
}

/** A listing of the window as the change log gives it: what the match needs, what a digest or push shows. */
export interface ChangedListing extends Omit<AlertEvent, 'change'>, ChangedListingFacts {
  titles: Record<string, string>;
  images: ListingImage[];
  priceValue: number;
  priceCurrency: string;
  pricePreviousValue: number | null;
  priceInterval: 'Once' | 'Month';
  locality: string;
}

/**
 * The listings' change log and an alert job's cursor over it (docs/alerts-job.md): reads, and the
 * window written down before the work starts so a crashed run resumes the same one. SQL only, like
 * DigestSearches, DigestOutbox and PushAlerts: the documents give the alert jobs no remote calls;
 * README.md ("A remote back end instead of the embedded one") says what a service must provide.
 */
export interface AlertChangeLog {
  /**
   * The window the rule gives (domain/alerts/changeLogWindow: where the job's first run starts, the
   * one in flight after a crash, else the next), opened under the cursor's lock; undefined when
   * nothing is due. `now` stamps the cursor's row.
   */
  open(cursor: string, rule: ChangeLogWindowRule, now: Date): Promise<AlertWindow | undefined>;
  /** The listings changed in the window, live and not another agency's copy, and when the window began. */
  changedListings(window: AlertWindow): Promise<{ startedAt: Date; listings: ChangedListing[] }>;
  /** The window's work is all done: the next run starts after it. */
  close(cursor: string, end: number, now: Date): Promise<void>;
}

/** A saved search with alerts, with its owner's address, settings and what proves the address. */
export interface DigestSearch {
  id: number;
  filters: SearchFilters;
  currencyId: string;
  portalId: string;
  notifications: readonly string[];
  title: string | null;
  automaticTitle: string;
  profileId: string | null;
  email: string | null;
  regional: { language?: string | null; culture?: string | null; currencyId?: string | null } | null;
  evidence: Omit<AlertAddressEvidence, 'address'>;
}

/** The saved, subscribed, not archived searches, a page at a time by id (memory stays flat at any number). */
export interface DigestSearches {
  page(afterId: number, size: number): Promise<DigestSearch[]>;
}

/** One digest decided and composed: its mail, its delivery and the counters it moves. */
export interface QueuedDigest {
  searchId: number;
  messageId: string;
  listingIds: number[];
  recipient: string;
  subject: string;
  text: string;
  html: string;
  news: number;
  drops: number;
  increases: number;
}

/**
 * The digests' outbox (docs/alerts-job.md): each digest with its delivery row (search, channel,
 * window: unique) and its search's counters, in one transaction. A delivery already there (a
 * resumed window) writes neither its mail nor its counters again: e-mails go out once. Chunks are
 * asked for one after another, so the next is composed while the previous is written.
 */
export interface DigestOutbox {
  queue(windowEnd: number, nextChunk: () => QueuedDigest[] | undefined): Promise<number>;
}

/** A listing as a digest shows it, priced in the owner's currency. */
export interface DigestListing {
  id: number;
  change: AlertChange;
  title: string;
  locality: string;
  imageUrl?: string;
  price: number;
  previousPrice?: number;
  perMonth: boolean;
}

/** One digest's own parts: its search, its links and its listings. */
export interface DigestContent {
  searchTitle: string;
  searchUrl: string;
  manageUrl: string;
  unsubscribeUrl: string;
  listings: DigestListing[];
}

/** The digest e-mail's template, per portal, language and currency (made once a run, shared by its digests). */
export interface DigestTemplates {
  renderer(context: { culture: string; currency: string; portalName: string; origin: string }): {
    render(content: DigestContent): { subject: string; text: string; html: string };
  };
}

/** The exchange rates a digest converts prices with. */
export interface AlertRates {
  current(): Promise<ExchangeRates>;
}

/** What the digests need to know of the portals and of the deployment (config/portals, env). */
export interface AlertDigestSettings {
  portal(portalId: string): { origin: string; name: string; defaultCulture: string; defaultCurrency: string };
  /** The one-click unsubscribe link's path (signed) of a search and its owner. */
  unsubscribePath(searchId: number, profileId: number): string;
  /** The host part of the digests' Message-IDs. */
  messageIdHost: string;
  /** Saved searches read and matched per page (default 20,000). */
  searchPage?: number;
  /** Changes taken per run at most (the next run takes the rest). */
  maxChanges?: number;
  log?: { info(object: object, message: string): void };
  /** Test seam for the fault script: called after each page of searches is queued. */
  afterPage?: (page: number) => Promise<void> | void;
}

/** A saved search subscribed to instant pushes whose owner has a browser, with the owner's settings. */
export interface PushSearch {
  id: number;
  filters: SearchFilters;
  currencyId: string;
  portalId: string;
  title: string | null;
  automaticTitle: string;
  profileId: number;
  regional: { language?: string | null; culture?: string | null; currencyId?: string | null };
}

/** One instant push decided and composed: unique per search, listing and event. */
export interface QueuedPush {
  searchId: number;
  listingId: number;
  eventKey: string;
  profileId: number;
  payload: string;
}

/**
 * The instant pushes (docs/alerts-job.md): the saved searches subscribed to
 * PushNotification whose owner has a browser, a page by id; deliveries written under their unique
 * (search, listing, event) key, a delivery already there writing nothing; and the delivery of every
 * push not yet sent to its owner's browsers (a failed one is not retried, a gone browser is removed).
 */
export interface PushAlerts {
  page(afterId: number, size: number): Promise<PushSearch[]>;
  queue(windowEnd: number, pushes: QueuedPush[]): Promise<number>;
  sendPending(): Promise<number>;
}

/** The push notification's text, in a language and currency. */
export interface PushTemplates {
  render(input: {
    culture: string;
    currency: string;
    change: Exclude<AlertChange, 'Increase'>;
    searchTitle: string;
    listingTitle: string;
    locality: string;
    price: number;
    perMonth: boolean;
    url: string;
    tag: string;
  }): object;
}
