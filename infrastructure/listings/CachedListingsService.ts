import type { ProjectCompany, ProjectCompanyMode } from '#domain/listings/projects/ProjectCompany';
import type { ListingRepository } from '#domain/listings/repositories/ListingRepository';
import type { ListingQueryOptions, ListingsService } from '#application/listings/ports';
import type { ListingsReadCache } from '#application/portal/ports';
import type { PricePoint } from '#domain/listings/priceHistory/PriceHistory';
import type { Listing } from '#domain/listings/Listing';
import type { ListingTranslation, TranslatableField } from '#domain/listings/translation/ListingTranslation';
import type { Language } from '#domain/portal/Portal';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { ReadThroughCache, type ReadThroughCacheOptions } from '#infrastructure/shared/cache/ReadThroughCache';

/** The /svc route already tells browsers max-age=60: ttlMs says how long an answer is reused here. */
export type ListingsCacheOptions = ReadThroughCacheOptions;

const keyOf = (id: number | string, options: ListingQueryOptions) =>
  `${id}|${options.currencyId ?? ''}|${options.mode ?? ''}|${options.language ?? ''}`;

/**
 * A short-lived cache in front of any ListingsService: a popular listing is read from the
 * database once a minute, not on every page view. Failures (not found) are cached too, so a
 * crawler hammering dead ids costs the database nothing more.
 */
export class CachedListingsService implements ListingsService, ListingsReadCache {
  private readonly cache: ReadThroughCache<string, Result<Listing, DomainError>>;
  /** A listing's price history, and its similar and duplicate listings, keyed like the listing ('<id>|…'). */
  private readonly history: ReadThroughCache<string, PricePoint[]>;
  private readonly related: ReadThroughCache<string, Listing[]>;

  constructor(
    private readonly inner: ListingsService,
    options: ListingsCacheOptions,
  ) {
    this.cache = new ReadThroughCache(options);
    this.history = new ReadThroughCache(options);
    this.related = new ReadThroughCache(options);
  }

  /**
   * What a listing page shows beside its listing: read for every signed-in visitor's page (the
   * page cache serves only anonymous ones), so kept like the listing itself, and dropped when
   * that listing or one of the listed ones changes.
   */
  getPriceHistory(id: number): Promise<PricePoint[]> {
    return this.history.get(`${id}|history`, () => this.inner.getPriceHistory(id));
  }

  getSimilarListings(id: number, options: ListingQueryOptions = {}): Promise<Listing[]> {
    return this.related.get(`${keyOf(id, options)}|similar`, () => this.inner.getSimilarListings(id, options));
  }

  // Read once per project page; the companies change with the project, never on their own.
  getProjectCompanies(ids: number[], mode?: ProjectCompanyMode): Promise<ProjectCompany[]> {
    return this.inner.getProjectCompanies(ids, mode);
  }

  getRepositories(): Promise<ListingRepository[]> {
    return this.inner.getRepositories();
  }

  getRepository(id: string): Promise<Result<ListingRepository, DomainError>> {
    return this.inner.getRepository(id);
  }

  getDuplicateListings(id: number, options: ListingQueryOptions = {}): Promise<Listing[]> {
    return this.related.get(`${keyOf(id, options)}|duplicates`, () => this.inner.getDuplicateListings(id, options));
  }

  getProjectListings(projectId: number, options: ListingQueryOptions = {}): Promise<Listing[]> {
    return this.inner.getProjectListings(projectId, options);
  }

  /** Asked on a visitor's click only: not cached here (the route's max-age covers repeats). */
  getTranslation(
    id: number | string,
    field: TranslatableField,
    language: Language,
  ): Promise<Result<ListingTranslation, DomainError>> {
    return this.inner.getTranslation(id, field, language);
  }

  getListing(id: number | string, options: ListingQueryOptions = {}): Promise<Result<Listing, DomainError>> {
    return this.cache.get(keyOf(id, options), () => this.inner.getListing(id, options));
  }

  /**
   * A search page shows twenty listings that other searches show too: each is taken from the
   * same per-listing cache as getListing, and only the missing ones are read, in one call.
   * Order follows `ids`; unknown ids are dropped (the port's contract).
   */
  async getListingsByIds(ids: number[], options: ListingQueryOptions = {}): Promise<Listing[]> {
    const byKey = new Map(ids.map((id) => [keyOf(id, options), id]));
    const results = await this.cache.getMany(
      [...ids.map((id) => keyOf(id, options))],
      async (missing) => {
        const found = await this.inner.getListingsByIds(
          missing.map((key) => byKey.get(key)!),
          options,
        );
        return new Map(found.map((listing) => [keyOf(listing.id, options), { ok: true, value: listing } as const]));
      },
      (held) => held.ok,
    );
    return results.flatMap((result) => (result.ok ? [result.value] : []));
  }

  /** The listings changed (the listing change log says so): their next read goes to the service. */
  forget(ids: Iterable<number> | 'all'): void {
    if (ids === 'all') {
      this.history.forget();
      this.related.forget();
      return this.cache.forget();
    }
    const changed = new Set(ids);
    if (changed.size === 0) return;
    const ownedByChanged = (key: string) => changed.has(Number(key.slice(0, key.indexOf('|'))));
    this.cache.forget(ownedByChanged);
    this.history.forget(ownedByChanged);
    this.related.forgetHeld((key, held) => ownedByChanged(key) || held.some((listing) => changed.has(listing.id)));
  }
}
