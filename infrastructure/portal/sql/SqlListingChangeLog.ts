import { sql } from 'drizzle-orm';
import type { PageChangeLog } from '#application/portal/ports';
import { type PageChanges, type PageTag, tagsOfListingChange } from '#domain/portal/PageInvalidation';
import type { Database } from '#infrastructure/db/DatabaseToken';

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * The listing change log (listing_search_changes, fed by triggers on listings) read as the page
 * cache needs it: each changed listing named by the pages that show it (PageInvalidation). Its own
 * position, so it neither waits for nor disturbs the search index that reads the same log.
 * A truncate (listing_id 0), a listing deleted outright, or a log pruned past our position say
 * "everything".
 */
export class SqlListingChangeLog implements PageChangeLog {
  private lastSeq?: number;

  constructor(
    private readonly db: Database,
    private readonly batch = 5000,
  ) {}

  async read(): Promise<PageChanges> {
    if (this.lastSeq === undefined) {
      // Nothing is cached before the first read: start from the end of the log.
      const [{ seq }] = rowsOf<{ seq: unknown }>(
        await this.db.execute(sql`select coalesce(max(seq), 0)::float8 as seq from listing_search_changes`),
      );
      this.lastSeq = Number(seq);
      return { everything: false, tags: [], listingIds: [] };
    }
    const changes = rowsOf<{
      seq: unknown;
      listing_id: unknown;
      country_iso: string | null;
      places: unknown;
      gone: boolean;
    }>(
      await this.db.execute(sql`select c.seq::float8 as seq, c.listing_id, l.country_iso,
          l.ancestor_place_ids as places, l.id is null as gone
        from listing_search_changes c left join listings l on l.id = c.listing_id
        where c.seq > ${this.lastSeq} order by c.seq limit ${this.batch}`),
    );
    if (changes.length === 0) return { everything: false, tags: [], listingIds: [] };
    const [{ oldest }] = rowsOf<{ oldest: unknown }>(
      await this.db.execute(sql`select min(seq)::float8 as oldest from listing_search_changes`),
    );
    const pruned = this.lastSeq > 0 && Number(oldest) > this.lastSeq + 1;
    this.lastSeq = Number(changes[changes.length - 1].seq);
    if (pruned || changes.some((change) => Number(change.listing_id) === 0 || change.gone)) return { everything: true };
    const tags = new Set<PageTag>();
    for (const change of changes) {
      for (const tag of tagsOfListingChange({
        listingId: Number(change.listing_id),
        countryISO: change.country_iso ?? undefined,
        ancestorPlaceIds: Array.isArray(change.places) ? change.places.map(String) : [],
      }))
        tags.add(tag);
    }
    return { everything: false, tags: [...tags], listingIds: [...new Set(changes.map((c) => Number(c.listing_id)))] };
  }
}
