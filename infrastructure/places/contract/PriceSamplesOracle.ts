import { sql } from 'drizzle-orm';
import type { PropertyType, TransactionType } from '#domain/listings/Listing';
import type { PriceSample } from '#domain/places/statistics/priceStatistics';
import type { Database } from '#infrastructure/db/DatabaseToken';

interface Row {
  created_at: Date | string;
  transaction_type: TransactionType;
  type: PropertyType;
  price_eur: number;
  living_m2: number;
  rooms: number | null;
  ancestor_place_ids: string[];
}

export type PlacedSample = PriceSample & { placeIds: readonly string[] };

/**
 * The statistics contract's oracle: a place's live listings with a shown price, read plainly, for
 * the domain's functions to compute what the service must answer; and the newest live listing (the
 * statistics' current month).
 */
export class PriceSamplesOracle {
  constructor(private readonly db: Database) {}

  async samplesOf(placeId: string): Promise<PlacedSample[]> {
    const result = (await this.db.execute(sql`
      select created_at, transaction_type, type, price_eur, living_m2, rooms, ancestor_place_ids
      from listings
      where ancestor_place_ids @> array[${placeId}]::text[] and not is_archived and price_show`)) as unknown as {
      rows: Row[];
    };
    return result.rows.map((row) => ({
      createdAt: new Date(row.created_at),
      transactionType: row.transaction_type,
      type: row.type,
      priceEur: Number(row.price_eur),
      livingM2: Number(row.living_m2 ?? 0),
      rooms: row.rooms === null ? null : Number(row.rooms),
      placeIds: row.ancestor_place_ids,
    }));
  }

  async newest(): Promise<Date> {
    const result = (await this.db.execute(
      sql`select max(created_at) as newest from listings where not is_archived`,
    )) as unknown as { rows: { newest: Date | string }[] };
    return new Date(result.rows[0]!.newest);
  }

  /** The places of the given types below a place, by id (the rating's candidates). */
  async placeIdsOfTypes(types: readonly string[], below: string): Promise<Set<string>> {
    const result = (await this.db.execute(
      sql`select place_id from places where ancestor_ids @> array[${below}]::text[] and type in (${sql.join(
        types.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    )) as unknown as { rows: { place_id: string }[] };
    return new Set(result.rows.map((row) => row.place_id));
  }

  /** One place of none of the given types (e.g. one the statistics do not cover). */
  async anyPlaceNotOfTypes(types: readonly string[]): Promise<string> {
    const result = (await this.db.execute(
      sql`select place_id from places where type not in (${sql.join(
        types.map((t) => sql`${t}`),
        sql`, `,
      )}) order by place_id limit 1`,
    )) as unknown as { rows: { place_id: string }[] };
    return result.rows[0]!.place_id;
  }
}
