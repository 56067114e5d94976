import { sql } from 'drizzle-orm';
import type { FilterableRepository } from '#application/search/ports';
import { LISTING_CLASSES, PROPERTY_TYPES, TRANSACTION_TYPES } from '#domain/listings/Listing';
import type { Database } from '#infrastructure/db/DatabaseToken';

/** Document 001 §9: "filterable repositories 6h". */
export const FILTERABLE_REPOSITORIES_TTL_MS = 6 * 3600 * 1000;

/** Named floor bands beside floor numbers (domain/search/query/floorCriterion). */
const FLOOR_BANDS = ['Basement', 'GroundFloor', 'UpperFloors'];

/**
 * The vocabularies a search can filter on, with the values live listings actually use, so the
 * filter panel offers nothing that finds nothing. Reading them scans the listings, hence the cache.
 */
export class SqlFilterableRepositories {
  private cached?: { at: number; value: Promise<FilterableRepository[]> };

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<FilterableRepository[]> {
    const at = this.now();
    if (!this.cached || at - this.cached.at > FILTERABLE_REPOSITORIES_TTL_MS) {
      const value = this.read();
      value.catch(() => {
        this.cached = undefined;
      });
      this.cached = { at, value };
    }
    return this.cached.value;
  }

  private async read(): Promise<FilterableRepository[]> {
    const rows = await this.rows<{ name: string; parent: string | null; value: string }>(sql`
      select 'amenities' as name, null as parent, v as value from (select distinct unnest(amenities) as v from search_listings) a
      union all select 'proximities', null, v from (select distinct unnest(proximities) as v from search_listings) p
      union all select 'viewLandscapes', null, v from (select distinct unnest(views) as v from search_listings) w
      union all select 'orientations', null, v from (select distinct unnest(orientations) as v from search_listings) o
      union all select distinct 'subTypes', type, sub_type from search_listings where sub_type is not null`);
    const values = (name: string) => [...new Set(rows.filter((r) => r.name === name).map((r) => r.value))].sort();
    const byParent: Record<string, string[]> = {};
    for (const r of rows.filter((row) => row.name === 'subTypes' && row.parent))
      (byParent[r.parent as string] ??= []).push(r.value);
    for (const list of Object.values(byParent)) list.sort();
    return [
      { name: 'transactionTypes', values: [...TRANSACTION_TYPES] },
      { name: 'types', values: [...PROPERTY_TYPES] },
      { name: 'subTypes', values: values('subTypes'), byParent },
      { name: 'classes', values: LISTING_CLASSES.filter((c) => c !== 'ProjectAsListing') },
      { name: 'amenities', values: values('amenities') },
      { name: 'proximities', values: values('proximities') },
      { name: 'viewLandscapes', values: values('viewLandscapes') },
      { name: 'orientations', values: values('orientations') },
      { name: 'floors', values: FLOOR_BANDS },
    ];
  }

  private async rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    const result = await this.db.execute(query);
    return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
  }
}
