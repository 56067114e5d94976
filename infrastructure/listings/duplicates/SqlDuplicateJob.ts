import { and, gt, lte, ne } from 'drizzle-orm';
import { alertWindowRule } from '#domain/alerts/changeLogWindow';
import { closeWindow, openWindow } from '#infrastructure/alerts/index';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { listingSearchChanges } from '#infrastructure/db/schema';
import { markDuplicatesAround } from '#infrastructure/db/duplicates/markDuplicates';

/** The job's position in the listings' change log (a row of alert_cursor, the cursor table the log's jobs share). */
export const DUPLICATES_CURSOR = 'listings.duplicates';

/**
 * Which window a run takes is the change log's rule (domain/alerts/changeLogWindow), the alert
 * jobs' own: the first run ever starts at the log's end (the seed marked what was there), then
 * each run takes the changes after the last one.
 */
const DUPLICATES_WINDOW = alertWindowRule();

/**
 * Duplicate detection: every listing published or changed
 * (the listings' change log, listing_search_changes, which triggers on listings fill) has the
 * rule run again around it (markDuplicatesAround), in one transaction per window of the log.
 *
 * Why the change log and not the writing transaction: listings are written from outside the
 * portal's code (feeds, the back office, the seed), so no write path of ours could hold the rule;
 * and the rule needs the photos' perceptual hashes, which are computed from the images, not
 * stored. The cost is a few seconds (the job's interval) during which a new copy shows in search
 * as a listing of its own. The marks the job writes are changes too: the next window runs the rule
 * on them again and writes nothing, so it settles. A crashed run resumes its window (openWindow).
 * Its window is the alert jobs' rule (DUPLICATES_WINDOW); the cursor's times are its rows' write times
 * only (openWindow, closeWindow), so the job needs no clock.
 */
export class SqlDuplicateJob {
  private hashes?: Promise<(url: string) => string | undefined>;

  constructor(
    private readonly db: Database,
    private readonly loadHashes: () => Promise<(url: string) => string | undefined>,
    private readonly log?: { info(object: object, message: string): void },
  ) {}

  /** One window of the log: the listings changed in it, the rule run around them. */
  async runOnce(): Promise<{ listings: number; changed: number }> {
    const window = await openWindow(this.db, DUPLICATES_CURSOR, DUPLICATES_WINDOW);
    if (!window) return { listings: 0, changed: 0 };
    const changes = await this.db
      .selectDistinct({ id: listingSearchChanges.listingId })
      .from(listingSearchChanges)
      .where(
        and(
          gt(listingSearchChanges.seq, window.start),
          lte(listingSearchChanges.seq, window.end),
          // 0 says the table was truncated: the seed that follows marks everything itself.
          ne(listingSearchChanges.listingId, 0),
        ),
      );
    const ids = changes.map((change) => Number(change.id));
    let changed = 0;
    if (ids.length > 0) {
      this.hashes ??= this.loadHashes();
      const hashOf = await this.hashes;
      changed = (await this.db.transaction((tx) => markDuplicatesAround(tx, hashOf, ids))).changed;
      if (changed > 0) this.log?.info({ listings: ids.length, changed }, 'duplicate marks updated');
    }
    await closeWindow(this.db, DUPLICATES_CURSOR, window.end);
    return { listings: ids.length, changed };
  }
}
