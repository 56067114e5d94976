import { LRUCache } from 'lru-cache';
import type { ListingQueryOptions, ListingsService } from '#application/listings/ports';
import type { ListingsReadCache } from '#application/portal/ports';
import type { Listing } from '#domain/listings/Listing';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';

export interface ListingsCacheOptions {
  /** How long an answer is reused; the /svc route already tells browsers max-age=60. */
  ttlMs: number;
  maxEntries: number;
}

/**
 * A short-lived cache in front of any ListingsService: a popular listing is read from the
 * database once a minute, not on every page view. Failures (not found) are cached too, so a
 * crawler hammering dead ids costs the database nothing more.
 */
export class CachedListingsService implements ListingsService, ListingsReadCache {
  private readonly cache: LRUCache<string, Result<Listing, DomainError>>;

  constructor(
    private readonly inner: ListingsService,
    options: ListingsCacheOptions,
  ) {
    this.cache = new LRUCache({ max: options.maxEntries, ttl: options.ttlMs });
  }

  async getListing(id: number | string, options: ListingQueryOptions = {}): Promise<Result<Listing, DomainError>> {
    const key = `${id}|${options.currencyId ?? ''}|${options.mode ?? ''}|${options.language ?? ''}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const result = await this.inner.getListing(id, options);
    this.cache.set(key, result);
    return result;
  }

  /**
   * A search page shows twenty listings that other searches show too: each is taken from the
   * same per-listing cache as getListing, and only the missing ones are read, in one call.
   * Order follows `ids`; unknown ids are dropped (the port's contract).
   */
  async getListingsByIds(ids: number[], options: ListingQueryOptions = {}): Promise<Listing[]> {
    const keyOf = (id: number) => `${id}|${options.currencyId ?? ''}|${options.mode ?? ''}|${options.language ?? ''}`;
    const missing = ids.filter((id) => !this.cache.get(keyOf(id))?.ok);
    if (missing.length > 0) {
      for (const listing of await this.inner.getListingsByIds(missing, options))
        this.cache.set(keyOf(listing.id), { ok: true, value: listing });
    }
    return ids.flatMap((id) => {
      const cached = this.cache.get(keyOf(id));
      return cached?.ok ? [cached.value] : [];
    });
  }

  /** The listings changed (the listing change log says so): their next read goes to the service. */
  forget(ids: Iterable<number> | 'all'): void {
    if (ids === 'all') return this.cache.clear();
    const prefixes = new Set([...ids].map((id) => `${id}|`));
    if (prefixes.size === 0) return;
    for (const key of [...this.cache.keys()])
      if (prefixes.has(key.slice(0, key.indexOf('|') + 1))) this.cache.delete(key);
  }
}
