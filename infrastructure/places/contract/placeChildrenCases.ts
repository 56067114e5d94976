import { sql } from 'drizzle-orm';
import type { PlaceChild } from '#application/places/queries/GetPlaceChildren';
import { ALLOWED_CHILD_TYPES } from '#domain/places/children/placeChildren';
import type { Place, PlaceType } from '#domain/places/Place';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { Database } from '#infrastructure/db/DatabaseToken';

export interface PlaceChildrenContractFixture {
  /** GET /places/{id}/children through the adapter under test. */
  children(query: { id: string }): Promise<Result<{ place: Place; children: PlaceChild[] }, DomainError>>;
  db: Database;
}

type Rows<T> = { rows: T[] } | T[];
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

/** The oracle: the place's direct children of the allowed types, each with its live listings counted plainly. */
async function expectedChildren(db: Database, placeId: string, types: readonly PlaceType[]) {
  const children = rowsOf(
    (await db.execute(
      sql`select place_id from places where parent_id = ${placeId} and type in (${sql.join(
        types.map((type) => sql`${type}`),
        sql`, `,
      )})`,
    )) as unknown as Rows<{ place_id: string }>,
  ).map((row) => row.place_id);
  const listings = rowsOf(
    (await db.execute(
      sql`select transaction_type, ancestor_place_ids from listings where not is_archived and ancestor_place_ids @> array[${placeId}]::text[]`,
    )) as unknown as Rows<{ transaction_type: string; ancestor_place_ids: string[] }>,
  );
  return new Map(
    children.map((id) => {
      const within = listings.filter((listing) => listing.ancestor_place_ids.includes(id));
      const count = (type: string) => within.filter((listing) => listing.transaction_type === type).length;
      return [id, { Sell: count('Sell'), Rent: count('Rent') }] as const;
    }),
  );
}

const CANTON = 'CH-zurich';

/**
 * THE contract of GET /places/{id}/children (document 001 §5 "Place children counters require a
 * place id and an allowed children type ('Place ID is not provided', 'No place found', 'have no
 * allowed children type to display')"; §9 "Facet request for children counters sorts by Sell and
 * Rent"), run against the embedded use case and the http route.
 */
export function describePlaceChildrenContract(adapter: string, fixture: () => PlaceChildrenContractFixture): void {
  describe(`Place children counters contract: ${adapter}`, () => {
    const children = (id: string) => fixture().children({ id });

    it("counts each child's live listings for sale and to rent, only the allowed child types, sorted by Sell then Rent", async () => {
      const result = await children(CANTON);
      if (!result.ok) throw new Error(result.error.message);
      const { place, children: found } = result.value;
      expect(place.placeId).toBe(CANTON);
      const allowed = ALLOWED_CHILD_TYPES[place.type];
      const expected = await expectedChildren(fixture().db, CANTON, allowed);
      expect(found.length).toBeGreaterThan(1);
      expect(found.map((child) => child.place.placeId).sort()).toEqual([...expected.keys()].sort());
      for (const child of found) {
        expect(allowed).toContain(child.place.type);
        expect(child.place.ancestors.map((ancestor) => ancestor.placeId)).toContain(CANTON);
        expect(child.counts).toEqual(expected.get(child.place.placeId));
      }
      for (let i = 1; i < found.length; i++) {
        const [a, b] = [found[i - 1]!.counts, found[i]!.counts];
        expect(a.Sell > b.Sell || (a.Sell === b.Sell && a.Rent >= b.Rent)).toBe(true);
      }
      expect(found.some((child) => child.counts.Sell > 0)).toBe(true);
    });

    it("answers 'Place ID is not provided' without an id", async () => {
      const result = await children(' ');
      expect(result.ok ? result.value : result.error).toMatchObject({
        kind: 'INVALID',
        message: 'Place ID is not provided',
      });
    });

    it("answers 'No place found' for an unknown place", async () => {
      const result = await children('XX-no-such-place');
      expect(result.ok ? result.value : result.error).toMatchObject({ kind: 'NOT_FOUND', message: 'No place found' });
    });

    it("answers 'have no allowed children type to display' below the lowest level", async () => {
      const [postcode] = rowsOf(
        (await fixture().db.execute(
          sql`select place_id from places where type = 'postal_code' order by place_id limit 1`,
        )) as unknown as Rows<{ place_id: string }>,
      );
      const result = await children(postcode!.place_id);
      expect(result.ok ? result.value : result.error).toMatchObject({
        kind: 'INVALID',
        message: 'Place of type postal_code have no allowed children type to display',
      });
    });
  });
}
