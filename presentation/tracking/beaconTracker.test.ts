import { jest } from '@jest/globals';
import { applyTrackingConsent, BeaconTracker, TRACK_URL, shownPageAction, trackingAllowed } from './beaconTracker';

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
    new BeaconTracker({ sendBeacon: () => false }, { warn }, 60_000).add(action);
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
  afterEach(() => applyTrackingConsent(undefined));

  it('posts nothing after the visitor declines performance cookies: the waiting batch and what follows', () => {
    const send = jest.fn(() => true);
    const tracker = new BeaconTracker({ sendBeacon: send }, { warn: jest.fn() }, 60_000, trackingAllowed);
    tracker.add(action);
    applyTrackingConsent(false);
    tracker.drop();
    tracker.add(action);
    tracker.flush();
    expect(send).not.toHaveBeenCalled();
    expect(trackingAllowed()).toBe(false);
  });

  it('tracks once they accept, and before they chose', () => {
    expect(trackingAllowed()).toBe(true);
    applyTrackingConsent(true);
    expect(trackingAllowed()).toBe(true);
  });
});
