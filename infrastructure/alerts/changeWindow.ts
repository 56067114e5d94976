import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { ChangedListing } from '#application/alerts/jobPorts';
import type { ChangeLogWindowRule } from '#domain/alerts/changeLogWindow';
import { toSquareMeters } from '#domain/portal/AreaUnits';
import type { Database } from '../db/DatabaseToken';
import { alertCursor, listings, listingSearchChanges } from '../db/schema';

/**
 * Opens the window (doneSeq, runSeq] a run of the job named `cursor` works on, under the cursor's
 * row lock. Where a job starts and which window is due are the rule's (domain/alerts/changeLogWindow,
 * handed over by the job's handler, or by the duplicates job): this stores the cursor it gives and the window's end. The
 * digests and the instant pushes keep cursors of their own over the same log
 * (listing_search_changes, which the search index reads). `now` is the row's update time only.
 */
export async function openWindow(
  db: Database,
  cursor: string,
  rule: ChangeLogWindowRule,
  now = new Date(),
): Promise<{ start: number; end: number } | undefined> {
  return db.transaction(async (tx) => {
    const [{ max }] = await tx
      .select({ max: sql<number>`coalesce(max(${listingSearchChanges.seq}), 0)::bigint` })
      .from(listingSearchChanges);
    const last = Number(max);
    await tx
      .insert(alertCursor)
      .values({ name: cursor, doneSeq: rule.firstDone(last) })
      .onConflictDoNothing();
    const [row] = await tx.select().from(alertCursor).where(eq(alertCursor.name, cursor)).for('update');
    const window = rule.windowOf({ doneSeq: row.doneSeq, runSeq: row.runSeq }, last);
    if (window && window.end !== row.runSeq)
      await tx
        .update(alertCursor)
        .set({ runSeq: window.end, runStartedAt: now, updatedAt: now })
        .where(eq(alertCursor.name, cursor));
    return window && { start: window.start, end: window.end };
  });
}

/** The window's work is all done: the next run starts after it (`now`: the row's update time). */
export async function closeWindow(db: Database, cursor: string, end: number, now = new Date()): Promise<void> {
  await db
    .update(alertCursor)
    .set({ doneSeq: end, runSeq: null, runStartedAt: null, updatedAt: now })
    .where(eq(alertCursor.name, cursor));
}

/**
 * The listings changed in the window, live and not copies of a property another agency listed
 * first (duplicate_of: search shows the property once), with when each first appeared in the log,
 * and when the window began. Which of them are news is alertNewsOf's (domain/alerts/alertNews).
 */
export async function readChangedListings(
  db: Database,
  start: number,
  end: number,
): Promise<{ startedAt: Date; listings: ChangedListing[] }> {
  const [since] = await db
    .select({ at: listingSearchChanges.changedAt })
    .from(listingSearchChanges)
    .where(eq(listingSearchChanges.seq, start));
  const changed = db
    .selectDistinct({ id: listingSearchChanges.listingId })
    .from(listingSearchChanges)
    .where(and(gt(listingSearchChanges.seq, start), sql`${listingSearchChanges.seq} <= ${end}`));
  const firstSeen = sql<number>`(select min(c.seq) from listing_search_changes c where c.listing_id = ${listings.id})`;
  const rows = await db
    .select({
      id: listings.id,
      firstSeen,
      transactionType: listings.transactionType,
      type: listings.type,
      subType: listings.subType,
      placeIds: listings.ancestorPlaceIds,
      placeId: listings.placeId,
      accountId: listings.accountId,
      agentUserId: listings.agentUserId,
      latitude: listings.latitude,
      longitude: listings.longitude,
      priceEur: listings.priceEur,
      priceValue: listings.priceValue,
      priceCurrency: listings.priceCurrency,
      pricePreviousValue: listings.pricePreviousValue,
      priceLastChangeType: listings.priceLastChangeType,
      priceLastChangeDate: listings.priceLastChangeDate,
      priceInterval: listings.priceInterval,
      rooms: listings.rooms,
      bedrooms: listings.bedrooms,
      bathrooms: listings.bathrooms,
      livingArea: listings.livingArea,
      livingAreaUnit: listings.livingAreaUnit,
      titles: listings.titles,
      images: listings.images,
      locality: listings.locality,
    })
    .from(listings)
    .where(and(inArray(listings.id, changed), eq(listings.isArchived, false), isNull(listings.duplicateOf)));
  return {
    startedAt: since?.at ?? new Date(0),
    listings: rows.map((row) => {
      const ratio = row.priceValue > 0 ? row.priceEur / row.priceValue : 1;
      return {
        listingId: row.id,
        firstSeenSeq: Number(row.firstSeen),
        priceLastChangeType: row.priceLastChangeType ?? null,
        transactionType: row.transactionType,
        type: row.type,
        subType: row.subType,
        placeIds: row.placeId ? [row.placeId, ...row.placeIds] : row.placeIds,
        accountId: row.accountId,
        agentUserId: row.agentUserId,
        latitude: row.latitude,
        longitude: row.longitude,
        priceEur: row.priceEur,
        previousPriceEur: row.pricePreviousValue === null ? null : row.pricePreviousValue * ratio,
        rooms: row.rooms,
        bedrooms: row.bedrooms,
        bathrooms: row.bathrooms,
        livingArea:
          row.livingArea === null ? null : toSquareMeters(row.livingArea, row.livingAreaUnit ?? 'SquareMeter'),
        titles: row.titles,
        images: row.images,
        priceValue: row.priceValue,
        priceCurrency: row.priceCurrency,
        pricePreviousValue: row.pricePreviousValue,
        priceInterval: row.priceInterval,
        priceLastChangeDate: row.priceLastChangeDate,
        locality: row.locality,
      };
    }),
  };
}
