import { LRUCache } from 'lru-cache';

/** A page as every anonymous visitor gets it: the bytes once, already compressed both ways. */
export interface CachedPage {
  status: number;
  /** Vike's response headers (content type), without the CSP: that is set per response. */
  headers: Record<string, string>;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Strong validator of the uncompressed bytes. */
  etag: string;
  /** CSP source expressions ('sha256-…') of the page's inline scripts: cached HTML carries no nonce. */
  scriptHashes: string[];
  /** What the page shows (PageTag): a change to any of them drops it. */
  tags: readonly string[];
}

export interface PageCacheOptions {
  /** Bound of the bodies held (all three encodings), in bytes. */
  maxBytes: number;
  /** The safety net: a page is dropped this long after it was stored, whatever the change log says. */
  ttlMs: number;
}

/**
 * The per-node cache of shared pages (docs/pages.md): least recently used first out when full,
 * every entry gone after the TTL, and dropped at once when the change log names one of its tags.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  private readonly byTag = new Map<string, Set<string>>();
  private changes = 0;

  constructor(readonly options: PageCacheOptions) {
    this.pages = new LRUCache<string, CachedPage>({
      maxSize: options.maxBytes,
      sizeCalculation: (page) => Math.max(1, page.body.length + page.gzip.length + page.br.length),
      ttl: options.ttlMs,
      // Expired entries are not returned; purging them on a timer is not needed for correctness.
      ttlAutopurge: false,
      dispose: (page, key) => this.unindex(key, page.tags),
    });
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  /**
   * Bumped by every invalidation: a page rendered before a change and stored after it would
   * otherwise stay stale until the TTL, so `set` refuses a page rendered under an older generation.
   */
  get generation(): number {
    return this.changes;
  }

  set(key: string, page: CachedPage, renderedAt: number = this.changes): void {
    if (renderedAt !== this.changes) return;
    // A page larger than the whole bound is not kept (lru-cache would refuse it anyway).
    if (page.body.length + page.gzip.length + page.br.length > this.options.maxBytes) return;
    this.pages.set(key, page);
    for (const tag of page.tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  /** Drops every page that shows one of the tags; returns how many went. */
  invalidate(tags: Iterable<string>): number {
    this.changes += 1;
    let dropped = 0;
    for (const tag of tags) {
      for (const key of [...(this.byTag.get(tag) ?? [])]) if (this.pages.delete(key)) dropped += 1;
    }
    return dropped;
  }

  clear(): void {
    this.changes += 1;
    this.pages.clear();
    this.byTag.clear();
  }

  get size(): number {
    return this.pages.size;
  }

  get bytes(): number {
    return this.pages.calculatedSize;
  }

  private unindex(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.byTag.delete(tag);
    }
  }
}
