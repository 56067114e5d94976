import { inArray } from 'drizzle-orm';
import type { Place } from '#domain/places/Place';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { placeSlugs, places } from '#infrastructure/db/schema';
import { placeFromRow, type PlaceRow } from './placeFromRow';

/**
 * Places by id, whole: rows, their slugs (current before obsolete, then by language) and the
 * types of their ancestors, in three queries whatever the number of places.
 */
export class SqlPlaceReader {
  constructor(private readonly db: Database) {}

  async byIds(ids: readonly string[]): Promise<Place[]> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return [];
    const rows = await this.db.select().from(places).where(inArray(places.placeId, wanted));
    return this.complete(rows, wanted);
  }

  /** Rows already read, completed with slugs and ancestors, in the order of `order` (default: as given). */
  async complete(rows: readonly PlaceRow[], order: readonly string[] = rows.map((r) => r.placeId)): Promise<Place[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.placeId);
    const ancestorIds = [...new Set(rows.flatMap((r) => r.ancestorIds))];
    const [slugRows, ancestorRows] = await Promise.all([
      this.db.select().from(placeSlugs).where(inArray(placeSlugs.placeId, ids)),
      ancestorIds.length
        ? this.db
            .select({ placeId: places.placeId, type: places.type })
            .from(places)
            .where(inArray(places.placeId, ancestorIds))
        : [],
    ]);
    const typeOf = new Map(ancestorRows.map((a) => [a.placeId, a.type]));
    const slugsOf = new Map<string, { slug: string; language: string; isObsolete: boolean }[]>();
    for (const s of slugRows.sort(
      (a, b) => Number(a.isObsolete) - Number(b.isObsolete) || a.language.localeCompare(b.language),
    )) {
      const list = slugsOf.get(s.placeId) ?? [];
      list.push({ slug: s.slug, language: s.language, isObsolete: s.isObsolete });
      slugsOf.set(s.placeId, list);
    }
    const byId = new Map(rows.map((r) => [r.placeId, placeFromRow(r, slugsOf.get(r.placeId) ?? [], typeOf)]));
    return order.flatMap((id) => byId.get(id) ?? []);
  }
}
