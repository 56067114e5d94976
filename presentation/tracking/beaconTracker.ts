import { isCrawler } from '#domain/portal/Crawler';
import {
  actTrackingAction,
  carriesSubjectId,
  payloadProblem,
  type TrackedAct,
  type TrackingViewer,
} from '#domain/tracking/TrackedActs';
import {
  CONTENT_PAGE_ACTION,
  MAX_BATCH,
  type TrackingAction,
  WEB_SOURCE,
  isTrackedPage,
  pageAction,
} from '#domain/tracking/TrackingEvent';
import type { ActTracker } from '#presentation/shared/tracking/ActTracker';

/** Where the batches go (document 001 §7 "Statistics": POST /events/track, served at /svc/events/track). */
export const TRACK_URL = '/svc/events/track';
/** Actions wait this long for company before their batch leaves (or until the page is hidden). */
export const BATCH_DELAY_MS = 3000;

export interface BeaconSender {
  sendBeacon(url: string, data: Blob): boolean;
}
interface Log {
  warn(message: string, detail?: unknown): void;
}

/**
 * Collects actions and sends them in batches with navigator.sendBeacon (it outlives the page, so a batch
 * sent as the visitor leaves still arrives). Failures are only logged: tracking never disturbs the visitor.
 */
export class BeaconTracker {
  private queue: TrackingAction[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly sender: BeaconSender,
    private readonly log: Log = console,
    private readonly delayMs = BATCH_DELAY_MS,
    /**
     * Whether the visitor may be tracked now (document 000 §4 consent): every action and every send
     * asks. undefined while the page does not know yet: actions wait, nothing leaves.
     */
    private readonly allowed: () => boolean | undefined = () => true,
  ) {}

  add(action: TrackingAction): void {
    if (this.allowed() === false) return;
    this.queue.push(action);
    if (this.queue.length >= MAX_BATCH) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.delayMs);
  }

  /** What waits to be sent is dropped: the visitor declined performance cookies. */
  drop(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.queue = [];
  }

  /** Sends what waits, if the visitor may be tracked: nothing after a refusal, nothing before their choice is known. */
  flush(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    const allowed = this.allowed();
    if (allowed === false) this.drop();
    if (allowed !== true) return;
    while (this.queue.length > 0) {
      const actions = this.queue.splice(0, MAX_BATCH);
      try {
        const body = new Blob([JSON.stringify({ actions })], { type: 'application/json' });
        if (!this.sender.sendBeacon(TRACK_URL, body)) this.log.warn('tracking batch not queued', actions.length);
      } catch (error) {
        this.log.warn('tracking batch not sent', error);
      }
    }
  }
}

/** Who is looking: the portal and, if known, the visitor's profile (identity's number, sent as text). */
export type Viewer = TrackingViewer;

const numberOf = (text: string | undefined): number | undefined => {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : undefined;
};

/**
 * The one way a page names itself for tracking: its root element carries data-tracked-page (document 000 §2
 * page names, or contentPage), with data-listing-id / data-category-id / data-search-id when it shows one,
 * data-subject-id for the agent, agency or place an agent's, agency's or place's page is about (sent in
 * value: the body has no field of its own for them), and data-tracking-variant="archivedAgent" when its
 * agent is archived (the archived-agent variant).
 */
export function shownPageAction(root: ParentNode, viewer: Viewer): TrackingAction | null {
  const element = root.querySelector<HTMLElement>('[data-tracked-page]');
  const page = element?.dataset.trackedPage;
  if (!element || !page) return null;
  const archived = element.dataset.trackingVariant === 'archivedAgent';
  let action: string;
  if (isTrackedPage(page)) action = pageAction(page, archived);
  else if (page === CONTENT_PAGE_ACTION) action = page;
  else return null;
  return {
    source: WEB_SOURCE,
    portalId: viewer.portalId,
    ...(viewer.profileId && { profileId: String(viewer.profileId) }),
    action,
    ...(numberOf(element.dataset.listingId) && { listingId: numberOf(element.dataset.listingId) }),
    ...(numberOf(element.dataset.categoryId) && { categoryId: numberOf(element.dataset.categoryId) }),
    ...(element.dataset.searchId && { searchId: element.dataset.searchId }),
    ...(element.dataset.subjectId && carriesSubjectId(action) && { value: element.dataset.subjectId }),
  };
}

let tracker: BeaconTracker | undefined;
/**
 * The visitor's performance-cookies choice as last known in this page: undefined while the page does
 * not know it yet (a shared page learns it with the personal part, after hydration), null when they
 * have not chosen, else their choice.
 */
let performanceCookies: boolean | null | undefined;
/** Who looks at the page shown last (set when its display is tracked): the acts that follow are theirs. */
let viewer: (Viewer & { isCrawler: boolean }) | undefined;

/**
 * Document 000 §4: performance cookies are optional; a visitor who declined them is not tracked.
 * Called when the visitor's consent is known (their part of the page, or the banner's save): a
 * refusal drops what waits in the batch and stops what would follow; a consent, or no choice yet,
 * lets what waited leave.
 */
export function applyTrackingConsent(choice: boolean | null | undefined): void {
  // A refusal made in this page stands until an acceptance: a page context read before it (a shared
  // page's personal part, kept across client navigations) says "not chosen" or nothing, not "yes".
  if (performanceCookies === false && choice !== true) return;
  performanceCookies = choice;
  if (choice === false) tracker?.drop();
  else if (choice !== undefined) tracker?.flush();
}

/** Whether the page may track: not after the visitor declined performance cookies; undefined until the page knows. */
export const trackingAllowed = (): boolean | undefined =>
  performanceCookies === undefined ? undefined : performanceCookies !== false;

/** The page's one tracker, sending what is left when the page is hidden or left. */
function pageTracker(): BeaconTracker {
  if (tracker) return tracker;
  const created = new BeaconTracker(navigator, console, BATCH_DELAY_MS, trackingAllowed);
  const flush = () => created.flush();
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  tracker = created;
  return created;
}

/** Crawlers and bots are never tracked (document 001 §6): the server's verdict on the request, and the browser's own user agent. */
function mayTrack(who: { isCrawler: boolean }): boolean {
  if (typeof window === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  return !who.isCrawler && !isCrawler(navigator.userAgent) && trackingAllowed() !== false;
}

/** Tracks the page just shown (after hydration and after each client navigation). */
export function trackShownPage(shown: Viewer & { isCrawler: boolean }): void {
  viewer = shown;
  if (!mayTrack(shown)) return;
  const action = shownPageAction(document, shown);
  if (action) pageTracker().add(action);
}

/** The page's acts (favourites, leads, numbers shown, saved searches), through the one tracker pages use. */
export const pageActTracker: ActTracker = {
  track(act: TrackedAct): void {
    if (!viewer || !mayTrack(viewer)) return;
    const action = actTrackingAction(act, viewer);
    // The service refuses a whole batch for one action without its ids: such an act is not sent.
    if (payloadProblem(action)) return;
    pageTracker().add(action);
  },
};
