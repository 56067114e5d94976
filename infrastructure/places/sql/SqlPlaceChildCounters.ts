import { sql } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { PlaceChildCounters } from '#application/places/ports';
import type { ChildCounts } from '#domain/places/children/placeChildren';
import type { PlaceType } from '#domain/places/Place';
import { Database } from '#infrastructure/db/DatabaseToken';

/** Children by parent_id; each child's live listings through the GIN-indexed ancestor_place_ids. */
@injectable()
export class SqlPlaceChildCounters implements PlaceChildCounters {
  constructor(@inject(Database) private readonly db: Database) {}

  async countsOfChildren(placeId: string, childTypes: readonly PlaceType[]): Promise<ChildCounts[]> {
    if (childTypes.length === 0) return [];
    const result = (await this.db.execute(sql`
      select c.place_id,
        count(l.id) filter (where l.transaction_type = 'Sell')::int as sell,
        count(l.id) filter (where l.transaction_type = 'Rent')::int as rent
      from places c
      left join listings l on l.ancestor_place_ids @> array[c.place_id]::text[] and not l.is_archived
      where c.parent_id = ${placeId} and c.type in (${sql.join(
        childTypes.map((type) => sql`${type}`),
        sql`, `,
      )})
      group by c.place_id`)) as { rows: { place_id: string; sell: number; rent: number }[] };
    return result.rows.map((row) => ({ placeId: row.place_id, Sell: Number(row.sell), Rent: Number(row.rent) }));
  }
}
