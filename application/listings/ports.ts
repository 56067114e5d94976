import type { ServiceIdentifier } from 'inversify';
import type { Listing, ListingMode } from '#domain/listings/Listing';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';

export interface ListingQueryOptions {
  /** Currency for Converted price values; the Original values are always included. */
  currencyId?: string;
  mode?: ListingMode;
  /** Language for place names in the location (the request's Accept-Language); the listing's own language when absent. */
  language?: string;
}

/**
 * The listings back end (document 001 §7: GET /v2/listings/{id}, POST /v2/listings/ids).
 * Two adapters: SQL (embedded) and HTTP (the seed contract); one contract suite checks both.
 */
export interface ListingsService {
  /** NOT_FOUND 'ListingId is not valid' for a non-positive / non-numeric id; NOT_FOUND LISTING_NOT_FOUND when absent. */
  getListing(id: number | string, options?: ListingQueryOptions): Promise<Result<Listing, DomainError>>;
  /** Listings in the order of `ids`; unknown ids are left out. */
  getListingsByIds(ids: number[], options?: ListingQueryOptions): Promise<Listing[]>;
}
export const ListingsService: ServiceIdentifier<ListingsService> = Symbol.for('listings.ListingsService');
