import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { NewStoredSearch, SavedSearchStore, SearchListSort, StoredSearch } from '#application/search/ports';
import { Database } from '#infrastructure/db/DatabaseToken';
import { searches } from '#infrastructure/db/schema';

/** The searches table: rows in and out, nothing decided (application/search holds the rules). */
@injectable()
export class SqlSavedSearchStore implements SavedSearchStore {
  constructor(@inject(Database) private readonly db: Database) {}

  async insert(row: NewStoredSearch): Promise<StoredSearch> {
    const [inserted] = await this.db.insert(searches).values(row).returning();
    return inserted;
  }

  async find(id: number): Promise<StoredSearch | undefined> {
    const [row] = await this.db.select().from(searches).where(eq(searches.id, id));
    return row;
  }

  async update(id: number, changes: Partial<Omit<StoredSearch, 'id'>>): Promise<StoredSearch> {
    const [row] = await this.db.update(searches).set(changes).where(eq(searches.id, id)).returning();
    return row;
  }

  async listByProfiles(
    profileIds: readonly string[],
    page: { saved: boolean; sort: SearchListSort; count: number; skip: number },
  ): Promise<{ rows: StoredSearch[]; total: number }> {
    const where = and(
      inArray(searches.createdByProfileId, [...profileIds]),
      eq(searches.isArchived, false),
      page.saved ? eq(searches.saved, true) : undefined,
    );
    const column = page.sort.endsWith('creationDate') ? searches.creationDate : searches.lastExecutionDate;
    const direction = page.sort.startsWith('-') ? desc : asc;
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(searches)
        .where(where)
        .orderBy(sql`${direction(column)} nulls last`, desc(searches.id))
        .limit(page.count)
        .offset(page.skip),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(searches)
        .where(where),
    ]);
    return { rows, total: Number(total) };
  }
}
