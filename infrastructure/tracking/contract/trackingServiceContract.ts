import type { TrackingSender, TrackingService } from '#application/tracking/ports';
import { type TrackingAction, WEB_SOURCE, pageAction, weekStart } from '#domain/tracking/TrackingEvent';

/**
 * The TrackingService contract (document 001 §7 "Statistics", 002 "Tracking events"), run against the
 * embedded SQL adapter and the http adapter on /svc/events: a batch is stored whole, the listing page's
 * views are counted per person, the archived-agent variant counts as a view of the listing, other actions not;
 * the most viewed live listings of a place come most people first.
 */
export interface TrackingContractFixture {
  tracking: TrackingService;
  /**
   * The service as one person the server knows (their verified profile, `person` its id), and the
   * sender the embedded adapter is told; the http adapter's server reads the person from the request.
   */
  as(person: number): { tracking: TrackingService; sender: TrackingSender };
  /** A listing id no other case of this run uses (the adapters share one database in a test file). */
  listingId(): number;
  /**
   * Fresh listings nobody viewed yet: three live ones in `placeId`, a live one outside it and an archived one
   * in it.
   */
  placeListings(): Promise<{ placeId: string; inside: [number, number, number]; outside: number; archived: number }>;
}

/** People of this run: ids no other case uses (the adapters share one database in a test file). */
let people = 0;
const newPerson = () => 1_000_000 + ++people;

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
    const track = (person: number, actions: TrackingAction[]) => {
      const { tracking, sender } = fixture().as(person);
      return tracking.track(actions, sender);
    };

    it('stores a whole batch and answers how many actions it recorded', async () => {
      const { tracking, listingId } = fixture();
      const id = listingId();
      const result = await track(newPerson(), [view(id), view(id), view(id)]);
      expect(result).toEqual({ ok: true, value: { recorded: 3 } });
      for (const person of [newPerson(), newPerson()]) await track(person, [view(id)]);
      const views = await tracking.listingViews(id, since());
      expect(views.ok && views.value).toMatchObject({ listingId: id, views: 3 });
    });

    it('counts the people the server knows, not the profileIds a client writes: 20 made-up ids are one viewer', async () => {
      const { tracking, listingId } = fixture();
      const id = listingId();
      const made = Array.from({ length: 20 }, (_, index) => view(id, `made-up-${index}`));
      expect(await track(newPerson(), made)).toEqual({ ok: true, value: { recorded: 20 } });
      const views = await tracking.listingViews(id, since());
      expect(views.ok && views.value.views).toBe(1);
    });

    it('counts people, not page loads: one profile viewing twice is one view', async () => {
      const { tracking, listingId } = fixture();
      const id = listingId();
      await track(newPerson(), [view(id), view(id)]);
      const views = await tracking.listingViews(id, since());
      expect(views.ok && views.value.views).toBe(1);
    });

    it('counts the archived-agent variant of the listing page, and no other action', async () => {
      const { tracking, listingId } = fixture();
      const id = listingId();
      await track(newPerson(), [view(id, undefined, true)]);
      await track(newPerson(), [
        { source: WEB_SOURCE, portalId: 'international', action: 'searchPage', listingId: id },
      ]);
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
      const viewers = async (id: number, count: number, archivedAgent = false) => {
        const persons = Array.from({ length: count }, newPerson);
        for (const person of persons) await track(person, [view(id, undefined, archivedAgent)]);
        return persons;
      };
      const [again] = await viewers(second, 2);
      await viewers(first, 3, true);
      await viewers(third, 1);
      await viewers(outside, 9);
      await viewers(archived, 9);
      // The same person twice is one person.
      await track(again!, [view(second)]);
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
      for (const person of [newPerson(), newPerson()]) await track(person, [view(inside[0])]);
      const later = new Date(Date.now() + 60_000);
      const result = await tracking.mostViewedListings({ placeId, since: later, limit: 5, minPeople: 1 });
      expect(result).toEqual({ ok: true, value: [] });
    });
  });
}
