import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { TrackEventsHandler } from '#application/tracking/commands/TrackEvents';
import type { TrackingService } from '#application/tracking/ports';
import { isCrawler } from '#domain/portal/Crawler';
import { ok } from '#domain/shared/Result';
import type { TrackingAction } from '#domain/tracking/TrackingEvent';
import { BeaconTracker, shownPageAction } from '#presentation/tracking/beaconTracker';

interface TrackingScenario {
  userAgent?: string;
  stored: TrackingAction[];
  dataset?: Record<string, string>;
  beacons: { url: string; data: Blob }[];
}

function scenario(world: object): TrackingScenario {
  const holder = world as { tracking?: TrackingScenario };
  holder.tracking ??= { stored: [], beacons: [] };
  return holder.tracking;
}

/** The service behind the use case records what reaches it (the SQL adapter is covered by the contract). */
function recording(into: TrackingAction[]): TrackingService {
  return {
    track: async (actions) => {
      into.push(...actions);
      return ok({ recorded: actions.length });
    },
    listingViews: async (listingId, since) => ok({ listingId, views: 0, since: since.toISOString() }),
    mostViewedListings: async () => ok([]),
  };
}

Given('a visitor with the user agent {string}', function (this: object, userAgent: string) {
  scenario(this).userAgent = userAgent;
});

When("the visitor's browser posts a batch with one {string} action", async function (this: object, action: string) {
  const s = scenario(this);
  const handler = new TrackEventsHandler(recording(s.stored));
  await handler.execute([{ source: 'web', portalId: 'international', action, listingId: 1 }], {
    isCrawler: isCrawler(s.userAgent),
  });
});

Then('no event is stored', function (this: object) {
  assert.equal(scenario(this).stored.length, 0);
});

Then(/^(\d+) events? (?:is|are) stored$/, function (this: object, count: string) {
  assert.equal(scenario(this).stored.length, Number(count));
});

Given('the page shown is the {string} of listing {int}', function (this: object, page: string, listingId: number) {
  scenario(this).dataset = { trackedPage: page, listingId: String(listingId) };
});

Given(
  /^the page shown is the "(\w+)" of an agent who is (active|archived)$/,
  function (this: object, page: string, state: string) {
    scenario(this).dataset = { trackedPage: page, ...(state === 'archived' && { trackingVariant: 'archivedAgent' }) };
  },
);

When("the page's display is tracked and the visitor leaves", function (this: object) {
  const s = scenario(this);
  const root = { querySelector: () => ({ dataset: s.dataset }) } as unknown as ParentNode;
  const action = shownPageAction(root, { portalId: 'international' });
  assert.ok(action, 'the page names itself');
  const tracker = new BeaconTracker(
    { sendBeacon: (url, data) => (s.beacons.push({ url, data }), true) },
    { warn: () => undefined },
    60_000,
  );
  tracker.add(action);
  tracker.flush();
});

Then('one beacon is sent to {string} as {string}', function (this: object, url: string, type: string) {
  const { beacons } = scenario(this);
  assert.equal(beacons.length, 1);
  assert.equal(beacons[0].url, url);
  assert.equal(beacons[0].data.type, type);
});

Then(
  'its body is {string} holding one action with source {string}, portalId {string}, action {string} and listingId {int}',
  async function (this: object, key: string, source: string, portalId: string, action: string, listingId: number) {
    const body = JSON.parse(await scenario(this).beacons[0].data.text()) as Record<string, unknown>;
    assert.deepEqual(body, { [key]: [{ source, portalId, action, listingId }] });
  },
);

Then('the action sent is {string}', async function (this: object, action: string) {
  const body = JSON.parse(await scenario(this).beacons[0].data.text()) as { actions: TrackingAction[] };
  assert.equal(body.actions[0].action, action);
});
