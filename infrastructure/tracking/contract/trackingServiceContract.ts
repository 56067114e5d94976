import type { TrackingService } from '#application/tracking/ports';
import { type TrackingAction, WEB_SOURCE, pageAction, weekStart } from '#domain/tracking/TrackingEvent';

/**
 * The TrackingService contract (document 001 §7 "Statistics", 002 "Tracking events"), run against the
 * embedded SQL adapter and the http adapter on /svc/events: a batch is stored whole, the listing page's
 * views are counted per person, the archived-agent variant counts as a view of the listing, other actions not.
 */
export interface TrackingContractFixture {
  tracking: TrackingService;
  /** A listing id no other case of this run uses (the adapters share one database in a test file). */
  listingId(): number;
}

const sender = { isCrawler: false, ip: '203.0.113.9' };

function view(listingId: number, profileId?: string, archived = false): TrackingAction {
  return {
    source: WEB_SOURCE,
    portalId: 'international',
    profileId,
    action: pageAction('listingPage', archived),
    listingId,
    categoryId: 1,
  };
}

export function describeTrackingServiceContract(name: string, fixture: () => TrackingContractFixture): void {
  describe(`TrackingService contract (${name})`, () => {
    const since = () => weekStart(new Date());

    it('stores a whole batch and answers how many actions it recorded', async () => {
      const { tracking, listingId } = fixture();
      const id = listingId();
      const result = await tracking.track([view(id, 'p-1'), view(id, 'p-2'), view(id, 'p-3')], sender);
      expect(result).toEqual({ ok: true, value: { recorded: 3 } });
      const views = await tracking.listingViews(id, since());
      expect(views.ok && views.value).toMatchObject({ listingId: id, views: 3 });
    });

    it('counts people, not page loads: one profile viewing twice is one view', async () => {
      const { tracking, listingId } = fixture();
      const id = listingId();
      await tracking.track([view(id, 'p-1'), view(id, 'p-1')], sender);
      const views = await tracking.listingViews(id, since());
      expect(views.ok && views.value.views).toBe(1);
    });

    it('counts the archived-agent variant of the listing page, and no other action', async () => {
      const { tracking, listingId } = fixture();
      const id = listingId();
      await tracking.track(
        [
          view(id, 'p-1', true),
          { source: WEB_SOURCE, portalId: 'international', profileId: 'p-2', action: 'searchPage', listingId: id },
        ],
        sender,
      );
      const views = await tracking.listingViews(id, since());
      expect(views.ok && views.value.views).toBe(1);
    });

    it('answers zero for a listing nobody viewed', async () => {
      const { tracking, listingId } = fixture();
      const id = listingId();
      const views = await tracking.listingViews(id, since());
      expect(views).toMatchObject({ ok: true, value: { listingId: id, views: 0 } });
    });
  });
}
