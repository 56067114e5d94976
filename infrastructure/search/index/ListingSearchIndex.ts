import { sql } from 'drizzle-orm';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { INDEX_COLUMNS, type IndexRow } from './IndexRow';
import { ListingIndexStore } from './ListingIndexStore';

export interface SearchIndexOptions {
  /** How often the change log is read (ms). */
  refreshMs?: number;
  /** Rows per read while loading. */
  batch?: number;
  log?: (message: string) => void;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
const PRUNE_AFTER = '1 hour';
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * The live listings held in memory for search (ListingIndexStore), loaded once and kept current
 * from listing_search_changes, which triggers on the listings table fill. Until it has loaded,
 * `ready` is false and searches go to SQL. Each server node keeps its own; all read one log.
 * A node that fell behind the pruned log (or saw a TRUNCATE) reloads everything.
 */
export class ListingSearchIndex {
  private current = new ListingIndexStore();
  private lastSeq = 0;
  private loading?: Promise<void>;
  private refreshing?: Promise<void>;
  private timer?: ReturnType<typeof setInterval>;
  private lastPrune = 0;
  ready = false;

  constructor(
    private readonly db: Database,
    private readonly options: SearchIndexOptions = {},
  ) {}

  get store(): ListingIndexStore {
    return this.current;
  }

  /** Loads in the background and keeps refreshing; the timer never holds the process open. */
  start(): Promise<void> {
    this.loading ??= this.load().then(() => {
      this.timer = setInterval(
        () =>
          void this.refresh().catch((error) =>
            this.options.log?.(`search index refresh failed: ${(error as Error).message}`),
          ),
        this.options.refreshMs ?? 2000,
      );
      this.timer.unref?.();
    });
    return this.loading;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Replays the change log now (also what the timer does). */
  refresh(): Promise<void> {
    this.refreshing ??= this.replay().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async load(): Promise<void> {
    const started = performance.now();
    const store = new ListingIndexStore();
    // The log's position before reading: whatever changes during the load is replayed after it.
    const [{ seq }] = rowsOf<{ seq: unknown }>(
      await this.db.execute(sql`select coalesce(max(seq), 0)::float8 as seq from listing_search_changes`),
    );
    const batch = this.options.batch ?? 20_000;
    const read = async (after: number) =>
      rowsOf<IndexRow>(
        await this.db.execute(sql`select ${sql.raw(INDEX_COLUMNS)} from listings
        where id > ${after} and is_archived = false order by id limit ${batch}`),
      );
    // The next batch is asked for before this one is stored: the database reads while we decode.
    let next: Promise<IndexRow[]> | undefined = read(0);
    while (next) {
      const rows: IndexRow[] = await next;
      next = rows.length < batch ? undefined : read(Number(rows[rows.length - 1].id));
      for (const row of rows) store.upsert(row);
    }
    this.current = store;
    this.lastSeq = Number(seq);
    this.ready = true;
    this.options.log?.(
      `search index: ${store.size.toLocaleString('en')} listings in ${Math.round(performance.now() - started)} ms, ${(store.typedArrayBytes() / 1024 / 1024).toFixed(1)} MB of typed arrays`,
    );
    await this.replay();
  }

  private async replay(): Promise<void> {
    if (!this.ready) return;
    for (;;) {
      const changes = rowsOf<{ seq: unknown; listing_id: unknown }>(
        await this.db.execute(sql`select seq::float8 as seq, listing_id
        from listing_search_changes where seq > ${this.lastSeq} order by seq limit 10000`),
      );
      if (changes.length === 0) break;
      // Entries pruned before we read them (the log now starts past our position), or a TRUNCATE: start over.
      const [{ oldest }] = rowsOf<{ oldest: unknown }>(
        await this.db.execute(sql`select min(seq)::float8 as oldest from listing_search_changes`),
      );
      if ((this.lastSeq > 0 && Number(oldest) > this.lastSeq + 1) || changes.some((c) => Number(c.listing_id) === 0)) {
        this.ready = false;
        this.loading = undefined;
        await this.load();
        return;
      }
      const ids = [...new Set(changes.map((c) => Number(c.listing_id)))];
      const rows = rowsOf<IndexRow>(
        await this.db.execute(
          sql`select ${sql.raw(INDEX_COLUMNS)} from listings where id = any(${sql.param(ids)}::int[])`,
        ),
      );
      const found = new Set<number>();
      for (const row of rows) {
        found.add(Number(row.id));
        this.current.upsert(row);
      }
      for (const id of ids) if (!found.has(id)) this.current.remove(id);
      this.lastSeq = Number(changes[changes.length - 1].seq);
    }
    await this.prune();
  }

  private async prune(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.db.execute(sql`delete from listing_search_changes where changed_at < now() - ${PRUNE_AFTER}::interval`);
  }
}
