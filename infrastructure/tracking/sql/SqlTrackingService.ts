import { and, arrayContains, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { ListingViews, MostViewedQuery, TrackingSender, TrackingService } from '#application/tracking/ports';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import {
  anonymiseIp,
  monthStart,
  pageAction,
  retentionCutoff,
  type TrackingAction,
} from '#domain/tracking/TrackingEvent';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { listings } from '#infrastructure/db/tables/listings';
import { trackingEvents } from '#infrastructure/db/tables/tracking';

interface Log {
  warn(object: object, message: string): void;
}

const PARTITION = /^tracking_events_y(\d{4})m(\d{2})$/;

/** The partition of a month: tracking_events_y2026m11 holds November 2026 (UTC). */
export function partitionName(month: Date): string {
  return `tracking_events_y${month.getUTCFullYear()}m${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
}

function nextMonth(month: Date): Date {
  return new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
}

/**
 * Tracked events in PostgreSQL / PGlite (PGlite is PostgreSQL compiled to WebAssembly: the same declarative
 * partitioning, so one code path serves both). Rows are only inserted; the retention drops whole month
 * partitions. Partitions are made ahead (this month and the next) before the first insert and once a day.
 */
export class SqlTrackingService implements TrackingService {
  private maintained?: Promise<void>;
  private maintainedDay = '';

  constructor(
    private readonly db: Database,
    private readonly retentionMonths: number,
    private readonly log?: Log,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async track(
    actions: readonly TrackingAction[],
    sender: TrackingSender,
  ): Promise<Result<{ recorded: number }, DomainError>> {
    await this.ensurePartitions();
    const occurredAt = this.now();
    const ipAddress = anonymiseIp(sender.ip) ?? null;
    await this.db.insert(trackingEvents).values(
      actions.map((action) => ({
        occurredAt,
        source: action.source,
        portalId: action.portalId,
        ipAddress,
        profileId: sender.profileId !== undefined ? String(sender.profileId) : null,
        action: action.action,
        listingId: action.listingId ?? null,
        categoryId: action.categoryId ?? null,
        searchId: action.searchId ?? null,
        value: action.value ?? null,
      })),
    );
    return ok({ recorded: actions.length });
  }

  async listingViews(listingId: number, since: Date): Promise<Result<ListingViews, DomainError>> {
    const [row] = await this.db
      .select({ views: PEOPLE })
      .from(trackingEvents)
      .where(and(eq(trackingEvents.listingId, listingId), LISTING_PAGE, gte(trackingEvents.occurredAt, since)));
    return ok({ listingId, views: Number(row?.views ?? 0), since: since.toISOString() });
  }

  async mostViewedListings(query: MostViewedQuery): Promise<Result<ListingViews[], DomainError>> {
    const rows = await this.db
      .select({ listingId: listings.id, views: PEOPLE })
      .from(trackingEvents)
      .innerJoin(listings, eq(listings.id, trackingEvents.listingId))
      .where(
        and(
          LISTING_PAGE,
          gte(trackingEvents.occurredAt, query.since),
          eq(listings.isArchived, false),
          query.placeId === undefined ? undefined : arrayContains(listings.ancestorPlaceIds, [query.placeId]),
        ),
      )
      .groupBy(listings.id)
      .having(gte(PEOPLE, query.minPeople))
      .orderBy(desc(PEOPLE), desc(listings.id))
      .limit(query.limit);
    const since = query.since.toISOString();
    return ok(rows.map((row) => ({ listingId: row.listingId, views: Number(row.views), since })));
  }

  /** Once a day: this month's and next month's partitions exist, the ones past the retention are gone. */
  ensurePartitions(): Promise<void> {
    const day = this.now().toISOString().slice(0, 10);
    if (this.maintained && this.maintainedDay === day) return this.maintained;
    this.maintainedDay = day;
    this.maintained = this.maintain().catch((error: unknown) => {
      // Never fatal: without a month partition, rows land in the default one.
      this.log?.warn({ err: error }, 'tracking partitions not maintained');
    });
    return this.maintained;
  }

  /** The month partitions as they are now (names), oldest first. */
  async partitions(): Promise<string[]> {
    const result = await this.db.execute<{ name: string }>(sql`
      select c.relname as name from pg_inherits i
        join pg_class c on c.oid = i.inhrelid
        join pg_class p on p.oid = i.inhparent
       where p.relname = 'tracking_events' order by c.relname`);
    return rows<{ name: string }>(result)
      .map((row) => row.name)
      .filter((name) => PARTITION.test(name));
  }

  private async maintain(): Promise<void> {
    const current = monthStart(this.now());
    for (const month of [current, nextMonth(current)]) {
      const name = partitionName(month);
      await this.db.execute(
        sql.raw(
          `create table if not exists "${name}" partition of "tracking_events" ` +
            `for values from ('${month.toISOString()}') to ('${nextMonth(month).toISOString()}')`,
        ),
      );
    }
    const cutoff = retentionCutoff(this.now(), this.retentionMonths);
    for (const name of await this.partitions()) {
      const [, year, month] = PARTITION.exec(name) ?? [];
      const end = nextMonth(new Date(Date.UTC(Number(year), Number(month) - 1, 1)));
      if (end <= cutoff) await this.db.execute(sql.raw(`drop table if exists "${name}"`));
    }
    await this.db.execute(sql`delete from tracking_events_default where occurred_at < ${cutoff.toISOString()}`);
  }
}

/** People, not page loads: one visitor (profile, else shortened address) counts once. */
const PEOPLE = count(
  sql`distinct coalesce(${trackingEvents.profileId}, ${trackingEvents.ipAddress}, ${trackingEvents.id}::text)`,
);

/** A view of a listing's page: the page action and its archived-agent variant. */
const LISTING_PAGE = inArray(trackingEvents.action, [
  pageAction('listingPage', false),
  pageAction('listingPage', true),
]);

/** node-postgres answers { rows }, PGlite's drizzle driver too; some drivers answer the array itself. */
function rows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}
