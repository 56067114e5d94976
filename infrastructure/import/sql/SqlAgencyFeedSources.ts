import { asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AgencyFeedSource, AgencyFeedSources } from '#application/import/ports';
import type { FeedFormat } from '#domain/import/FeedFormat';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { agencyFeedSources } from '#infrastructure/db/schema';

type Row = typeof agencyFeedSources.$inferSelect;

const sourceOf = (row: Row): AgencyFeedSource => ({
  agencyId: row.accountId,
  url: row.url,
  format: row.format,
  updatedAt: row.updatedAt,
  lastPulledAt: row.lastPulledAt,
  lastOutcome: row.lastOutcome,
});

/** The agencies' feed URLs on the database: rows written and read. */
export class SqlAgencyFeedSources implements AgencyFeedSources {
  constructor(private readonly db: Database) {}

  async save(source: { agencyId: number; url: string; format: FeedFormat; at: Date }): Promise<AgencyFeedSource> {
    // A new URL is pulled at the next run: its last pull was another URL's.
    const row = {
      accountId: source.agencyId,
      url: source.url,
      format: source.format,
      updatedAt: source.at,
      lastPulledAt: null,
      lastOutcome: null,
    };
    const [saved] = await this.db
      .insert(agencyFeedSources)
      .values(row)
      .onConflictDoUpdate({ target: agencyFeedSources.accountId, set: row })
      .returning();
    return sourceOf(saved);
  }

  async find(agencyId: number): Promise<AgencyFeedSource | undefined> {
    const [row] = await this.db.select().from(agencyFeedSources).where(eq(agencyFeedSources.accountId, agencyId));
    return row ? sourceOf(row) : undefined;
  }

  async remove(agencyId: number): Promise<boolean> {
    const gone = await this.db
      .delete(agencyFeedSources)
      .where(eq(agencyFeedSources.accountId, agencyId))
      .returning({ id: agencyFeedSources.accountId });
    return gone.length > 0;
  }

  async dueSince(before: Date, limit: number): Promise<AgencyFeedSource[]> {
    const rows = await this.db
      .select()
      .from(agencyFeedSources)
      .where(or(isNull(agencyFeedSources.lastPulledAt), lt(agencyFeedSources.lastPulledAt, before)))
      .orderBy(sql`${agencyFeedSources.lastPulledAt} asc nulls first`, asc(agencyFeedSources.accountId))
      .limit(limit);
    return rows.map(sourceOf);
  }

  async pulled(agencyId: number, at: Date, outcome: string): Promise<void> {
    await this.db
      .update(agencyFeedSources)
      .set({ lastPulledAt: at, lastOutcome: outcome.slice(0, 200) })
      .where(eq(agencyFeedSources.accountId, agencyId));
  }
}
