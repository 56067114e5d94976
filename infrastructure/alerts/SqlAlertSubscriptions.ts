import { and, eq } from 'drizzle-orm';
import type { AlertSubscriptions } from '#application/alerts/ports';
import type { Database } from '../db/DatabaseToken';
import { searches } from '../db/schema';

/** The saved searches' alert switches on the database. */
export class SqlAlertSubscriptions implements AlertSubscriptions {
  constructor(private readonly db: Database) {}

  async ownerOf(searchId: number): Promise<number | undefined> {
    const [search] = await this.db
      .select({ owner: searches.createdByProfileId })
      .from(searches)
      .where(and(eq(searches.id, searchId), eq(searches.isArchived, false)));
    return search?.owner ? Number(search.owner) : undefined;
  }

  async turnOff(searchId: number, at: Date): Promise<void> {
    await this.db.update(searches).set({ notifications: [], updatedAt: at }).where(eq(searches.id, searchId));
  }
}
