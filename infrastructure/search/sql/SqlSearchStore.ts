import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SavedSearch } from '#domain/search/saved/SavedSearch';
import type { SearchListSort } from '#application/search/ports';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { searches } from '#infrastructure/db/schema';

export type SearchRow = typeof searches.$inferSelect;
export type NewSearchRow = typeof searches.$inferInsert;

/** The searches table: rows in, SavedSearch values out. */
export class SqlSearchStore {
  constructor(private readonly db: Database) {}

  async insert(row: NewSearchRow): Promise<SearchRow> {
    const [inserted] = await this.db.insert(searches).values(row).returning();
    return inserted;
  }

  async find(id: number): Promise<SearchRow | undefined> {
    const [row] = await this.db.select().from(searches).where(eq(searches.id, id));
    return row;
  }

  async update(id: number, changes: Partial<NewSearchRow>): Promise<SearchRow> {
    const [row] = await this.db.update(searches).set(changes).where(eq(searches.id, id)).returning();
    return row;
  }

  async listByProfiles(
    profileIds: readonly string[],
    options: { saved: boolean; sort: SearchListSort; count: number; skip?: number },
  ): Promise<{ rows: SearchRow[]; total: number }> {
    const where = and(
      inArray(searches.createdByProfileId, [...profileIds]),
      eq(searches.isArchived, false),
      options.saved ? eq(searches.saved, true) : undefined,
    );
    const column = options.sort.endsWith('creationDate') ? searches.creationDate : searches.lastExecutionDate;
    const direction = options.sort.startsWith('-') ? desc : asc;
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(searches)
        .where(where)
        .orderBy(sql`${direction(column)} nulls last`, desc(searches.id))
        .limit(options.count)
        .offset(options.skip ?? 0),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(searches)
        .where(where),
    ]);
    return { rows, total: Number(total) };
  }
}

/** A stored row as the service answers it; personal fields only for its owner. */
export function toSavedSearch(row: SearchRow, ownerView: boolean): SavedSearch {
  const search: SavedSearch = {
    id: row.id,
    filters: row.filters,
    params: row.sort ? { sort: row.sort as SavedSearch['params']['sort'] } : {},
    saved: row.saved,
    notifications: ownerView ? row.notifications : [],
    currencyId: row.currencyId,
    portalId: row.portalId,
    unreadTotal: row.unreadTotal,
    priceDropsTotal: row.priceDropsTotal,
    priceIncreasesTotal: row.priceIncreasesTotal,
    automaticTitle: row.automaticTitle,
    automaticSubtitle: row.automaticSubtitle,
    creationDate: row.creationDate.toISOString(),
  };
  if (ownerView && row.title) search.title = row.title;
  if (row.saveSearchOrigin) search.saveSearchOrigin = row.saveSearchOrigin;
  if (ownerView && row.createdByProfileId) search.createdByProfileId = row.createdByProfileId;
  if (ownerView && row.shareKey) search.shareReference = `${row.id}.${row.shareKey}`;
  if (row.locationMode) search.locationMode = row.locationMode;
  if (row.nearbyArea) search.nearbyArea = row.nearbyArea;
  if (row.lastExecutionDate) search.lastExecutionDate = row.lastExecutionDate.toISOString();
  if (row.placeId) search.placeId = row.placeId;
  return search;
}
