import type { TrackingService } from '#application/tracking/ports';
import { type TrackingAction, WEB_SOURCE, pageAction, weekStart } from '#domain/tracking/TrackingEvent';

/**
 * The TrackingService contract (document 001 §7 "Statistics", 002 "Tracking events"), run against the
 * embedded SQL adapter and the http adapter on /svc/events: a batch is stored whole, the listing page's
 * views are counted per person, the archived-agent variant counts as a view of the listing, other actions not;
 * the most viewed live listings of a place come most people first.
 */
export interface TrackingContractFixture {
  tracking: TrackingService;
  /** A listing id no other case of this run uses (the adapters share one database in a test file). */
  listingId(): number;
  /**
   * Fresh listings nobody viewed yet: three live ones in `placeId`, a live one outside it and an archived one
   * in it.
   */
  placeListings(): Promise<{ placeId: string; inside: [number, number, number]; outside: number; archived: number }>;
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

    it('lists the live listings of a place the most people viewed, most first, from minPeople on', async () => {
      const { tracking, placeListings } = fixture();
      const { placeId, inside, outside, archived } = await placeListings();
      const [first, second, third] = inside;
      const people = (id: number, count: number, archivedAgent = false) =>
        Array.from({ length: count }, (_, index) => view(id, `p-${id}-${index}`, archivedAgent));
      await tracking.track(
        [
          ...people(second, 2),
          ...people(first, 3, true),
          ...people(third, 1),
          ...people(outside, 9),
          ...people(archived, 9),
          // The same person twice is one person.
          view(second, `p-${second}-0`),
        ],
        sender,
      );
      const result = await tracking.mostViewedListings({ placeId, since: since(), limit: 5, minPeople: 2 });
      expect(result.ok && result.value.map(({ listingId, views }) => ({ listingId, views }))).toEqual([
        { listingId: first, views: 3 },
        { listingId: second, views: 2 },
      ]);
      const one = await tracking.mostViewedListings({ placeId, since: since(), limit: 1, minPeople: 1 });
      expect(one.ok && one.value.map(({ listingId }) => listingId)).toEqual([first]);
    });

    it('counts only the views since the time asked', async () => {
      const { tracking, placeListings } = fixture();
      const { placeId, inside } = await placeListings();
      await tracking.track([view(inside[0], 'p-a'), view(inside[0], 'p-b')], sender);
      const later = new Date(Date.now() + 60_000);
      const result = await tracking.mostViewedListings({ placeId, since: later, limit: 5, minPeople: 1 });
      expect(result).toEqual({ ok: true, value: [] });
    });
  });
}
