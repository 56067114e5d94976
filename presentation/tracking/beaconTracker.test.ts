import { jest } from '@jest/globals';
import {
  applyTrackingConsent,
  BeaconTracker,
  TRACK_URL,
  pageActTracker,
  shownPageAction,
  trackShownPage,
  trackingAllowed,
} from './beaconTracker';

const viewer = { portalId: 'international', profileId: 42 };

/** A page root whose first [data-tracked-page] element carries these data attributes. */
function pageWith(dataset: Record<string, string> | null): ParentNode {
  return { querySelector: () => (dataset ? { dataset } : null) } as unknown as ParentNode;
}

async function sentBodies(send: { mock: { calls: unknown[][] } }): Promise<unknown[]> {
  return Promise.all(send.mock.calls.map(async ([, blob]) => JSON.parse(await (blob as Blob).text())));
}

describe('shownPageAction (the one way a page names itself: data-tracked-page)', () => {
  it('names the page and what it shows', () => {
    expect(shownPageAction(pageWith({ trackedPage: 'listingPage', listingId: '17', categoryId: '2' }), viewer)).toEqual(
      {
        source: 'web',
        portalId: 'international',
        profileId: '42',
        action: 'listingPage',
        listingId: 17,
        categoryId: 2,
      },
    );
  });

  it('sends the archived-agent variant when the agent is archived', () => {
    const action = shownPageAction(pageWith({ trackedPage: 'agentPage', trackingVariant: 'archivedAgent' }), viewer);
    expect(action?.action).toBe('agentPageArchivedAgent');
  });

  it("carries the agent's, the agency's or the place's id in value (agent, agency and place pages)", () => {
    expect(shownPageAction(pageWith({ trackedPage: 'agentPage', subjectId: '8' }), viewer)).toMatchObject({
      action: 'agentPage',
      value: '8',
    });
    expect(shownPageAction(pageWith({ trackedPage: 'agencySearchPage', subjectId: '3' }), viewer)?.value).toBe('3');
    expect(shownPageAction(pageWith({ trackedPage: 'placeStatsPage', subjectId: 'ch-zurich' }), viewer)?.value).toBe(
      'ch-zurich',
    );
    // A page about a listing names it in listingId, not in value.
    expect(shownPageAction(pageWith({ trackedPage: 'listingPage', subjectId: '8' }), viewer)?.value).toBeUndefined();
  });

  it('tracks nothing on a page without a known name', () => {
    expect(shownPageAction(pageWith(null), viewer)).toBeNull();
    expect(shownPageAction(pageWith({ trackedPage: 'somethingElse' }), viewer)).toBeNull();
  });
});

describe('BeaconTracker', () => {
  const action = { source: 'web', portalId: 'international', action: 'searchPage' };

  it('sends the waiting actions as one batch { actions: [...] } with sendBeacon', async () => {
    const send = jest.fn((_url: string, _data: Blob) => true);
    const tracker = new BeaconTracker({ sendBeacon: send }, { warn: jest.fn() }, 60_000);
    tracker.add(action);
    tracker.add({ ...action, action: 'listingPage', listingId: 3 });
    expect(send).not.toHaveBeenCalled();
    tracker.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toBe(TRACK_URL);
    expect((send.mock.calls[0][1] as Blob).type).toBe('application/json');
    expect(await sentBodies(send)).toEqual([{ actions: [action, { ...action, action: 'listingPage', listingId: 3 }] }]);
  });

  it('sends at once when a batch is full (50 actions)', () => {
    const send = jest.fn(() => true);
    const tracker = new BeaconTracker({ sendBeacon: send }, { warn: jest.fn() }, 60_000);
    for (let i = 0; i < 50; i++) tracker.add(action);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('only logs a failure (a refused beacon or a throwing one)', () => {
    const warn = jest.fn();
    const refused = new BeaconTracker({ sendBeacon: () => false }, { warn }, 60_000);
    refused.add(action);
    expect(() => refused.flush()).not.toThrow();
    const throwing = new BeaconTracker(
      {
        sendBeacon: () => {
          throw new TypeError('blocked');
        },
      },
      { warn },
      60_000,
    );
    throwing.add(action);
    expect(() => throwing.flush()).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('Tracking and the performance-cookies choice (document 000 §4 consent)', () => {
  const action = { source: 'web', portalId: 'international', action: 'listingPage', listingId: 3 };
  afterEach(() => {
    applyTrackingConsent(true);
    applyTrackingConsent(undefined);
  });

  it('posts nothing after the visitor declines performance cookies: the waiting batch and what follows', () => {
    const send = jest.fn(() => true);
    const tracker = new BeaconTracker({ sendBeacon: send }, { warn: jest.fn() }, 60_000, trackingAllowed);
    applyTrackingConsent(null);
    tracker.add(action);
    applyTrackingConsent(false);
    tracker.add(action);
    tracker.flush();
    expect(send).not.toHaveBeenCalled();
    expect(trackingAllowed()).toBe(false);
  });

  it('holds what the page tracked while the choice is unknown (a shared page learns it after hydration), sending none', () => {
    const send = jest.fn(() => true);
    const tracker = new BeaconTracker({ sendBeacon: send }, { warn: jest.fn() }, 60_000, trackingAllowed);
    expect(trackingAllowed()).toBeUndefined();
    tracker.add(action);
    tracker.flush();
    expect(send).not.toHaveBeenCalled();
    applyTrackingConsent(null);
    tracker.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a refusal in this page is not undone by a page context read before it, only by an acceptance', () => {
    applyTrackingConsent(false);
    applyTrackingConsent(null);
    applyTrackingConsent(undefined);
    expect(trackingAllowed()).toBe(false);
    applyTrackingConsent(true);
    expect(trackingAllowed()).toBe(true);
  });
});

describe('The view-models\' acts go through the page\'s one tracker (document 002 "Tracking events")', () => {
  const sendBeacon = jest.fn((_url: string, _data: Blob) => true);
  const pageHide: (() => void)[] = [];
  beforeAll(() => {
    // The browser globals the page tracker reads: a beacon sender, the page's hide events, no named page.
    const globals: Record<string, unknown> = {
      navigator: {
        sendBeacon: (url: string, data: Blob) => sendBeacon(url, data),
        userAgent: 'Mozilla/5.0 Firefox/140',
      },
      window: { addEventListener: (_name: string, listener: () => void) => pageHide.push(listener) },
      document: { addEventListener: () => undefined, querySelector: () => null },
    };
    for (const [name, value] of Object.entries(globals))
      Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
    trackShownPage({ portalId: 'international', profileId: 42, isCrawler: false });
  });
  beforeEach(() => sendBeacon.mockClear());
  afterEach(() => {
    applyTrackingConsent(true);
    applyTrackingConsent(undefined);
  });
  const leave = () => pageHide.forEach((listener) => listener());

  it('posts a favourite with its listing id when the visitor may be tracked', async () => {
    applyTrackingConsent(null);
    pageActTracker.track({ action: 'createFavorite', listingId: 17 });
    leave();
    expect(await sentBodies(sendBeacon)).toEqual([
      {
        actions: [
          { source: 'web', portalId: 'international', profileId: '42', action: 'createFavorite', listingId: 17 },
        ],
      },
    ]);
  });

  it('posts no act after the visitor declines performance cookies, not even one made before the refusal', () => {
    applyTrackingConsent(true);
    applyTrackingConsent(undefined);
    pageActTracker.track({ action: 'showPhone', listingId: 17 });
    applyTrackingConsent(false);
    pageActTracker.track({ action: 'createFavorite', listingId: 17 });
    leave();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it("posts no act of a crawler's page", () => {
    trackShownPage({ portalId: 'international', isCrawler: true });
    applyTrackingConsent(true);
    pageActTracker.track({ action: 'createFavorite', listingId: 17 });
    leave();
    expect(sendBeacon).not.toHaveBeenCalled();
    trackShownPage({ portalId: 'international', profileId: 42, isCrawler: false });
  });
});
