import { LRUCache } from 'lru-cache';

export interface ReadThroughCacheOptions {
  /** How long an answer is reused (document 000 §9 gives the lifetimes per kind of data). */
  ttlMs: number;
  /** Past this many entries the least recently used go first. */
  maxEntries: number;
}

/** lru-cache keeps no `undefined`: every answer (a not-found included) is boxed so it is kept too. */
interface Box<V> {
  value: V;
}

/**
 * THE cache of the embedded adapters: time-limited, least-recently-used, and one load in flight
 * per key however many callers ask at once (lru-cache's fetchMethod). A load that throws (database
 * down) is not kept: the next caller tries again. Answers that are values, a not-found Result
 * included, are kept for their lifetime like any other.
 */
export class ReadThroughCache<K extends NonNullable<unknown>, V> {
  private readonly entries: LRUCache<K, Box<V>, () => Promise<V>>;
  /** Counts forget calls: a load that fails after one was aborted by it, not broken. */
  private forgotten = 0;
  /** Keys whose load is in flight (lru-cache's keys() leaves them out): forget must reach them too. */
  private readonly loading = new Map<K, number>();

  constructor(options: ReadThroughCacheOptions) {
    this.entries = new LRUCache<K, Box<V>, () => Promise<V>>({
      max: options.maxEntries,
      ttl: options.ttlMs,
      fetchMethod: async (key, _stale, { context }) => {
        this.loading.set(key, (this.loading.get(key) ?? 0) + 1);
        try {
          return { value: await context() };
        } finally {
          const left = (this.loading.get(key) ?? 1) - 1;
          if (left > 0) this.loading.set(key, left);
          else this.loading.delete(key);
        }
      },
    });
  }

  /** The value for `key`, loaded by `load` when absent or expired; concurrent callers share one load. */
  async get(key: K, load: () => Promise<V>): Promise<V> {
    for (let attempt = 0; ; attempt++) {
      const forgotten = this.forgotten;
      try {
        // Errors are not swallowed: lru-cache rethrows a rejected load unless told to serve stale data.
        const box = await this.entries.fetch(key, { context: load });
        if (box) return box.value;
      } catch (error) {
        // forget() while this load was in flight aborts it (lru-cache rejects with "deleted"): the data
        // changed under the load, so read again, as a caller arriving now would. Found as 500s on the
        // home page while a node's content sync emptied the content cache.
        if (this.forgotten === forgotten || attempt >= 3) throw error;
        continue;
      }
      throw new Error('ReadThroughCache: the load was aborted');
    }
  }

  /** Keeps a value another lookup has just read (a place found by its slug is then known by its id). */
  remember(key: K, value: V): void {
    this.entries.set(key, { value });
  }

  /** Drops the entries whose key `matches` (all of them without one): the data behind them changed. */
  forget(matches?: (key: K) => boolean): void {
    this.forgotten++;
    if (!matches) return this.entries.clear();
    // A load in flight for a forgotten key read the data before it changed: abort it (its callers read again).
    for (const key of new Set([...this.entries.keys(), ...this.loading.keys()]))
      if (matches(key)) this.entries.delete(key);
  }

  /** Drops the entries whose key or held value `matches` (a list that holds a changed item). */
  forgetHeld(matches: (key: K, value: V) => boolean): void {
    this.forgotten++;
    for (const [key, box] of [...this.entries.entries()]) if (matches(key, box.value)) this.entries.delete(key);
  }

  /**
   * Many keys at once: those held (and accepted by `usable`) come from the cache, the others are
   * loaded in ONE call and kept. Keys the load does not answer are left out; order follows `keys`.
   */
  async getMany(
    keys: readonly K[],
    loadMissing: (missing: K[]) => Promise<Map<K, V>>,
    usable: (value: V) => boolean = () => true,
  ): Promise<V[]> {
    const found = new Map<K, V>();
    const missing: K[] = [];
    for (const key of keys) {
      const box = this.entries.get(key);
      if (box && usable(box.value)) found.set(key, box.value);
      else if (!missing.includes(key)) missing.push(key);
    }
    if (missing.length > 0) {
      for (const [key, value] of await loadMissing(missing)) {
        this.entries.set(key, { value });
        found.set(key, value);
      }
    }
    return keys.flatMap((key) => (found.has(key) ? [found.get(key) as V] : []));
  }
}
