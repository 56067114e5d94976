import { inject, injectable } from 'inversify';
import type { ListingQueryOptions, ListingsService } from '#application/listings/ports';
import type { Listing } from '#domain/listings/Listing';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';

/** ListingsService over the seed contract: GET /listings/v2/listings/{id}, POST /listings/v2/listings/ids. */
@injectable()
export class HttpListingsService implements ListingsService {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  getListing(id: number | string, options: ListingQueryOptions = {}): Promise<Result<Listing, DomainError>> {
    return this.client.request<Listing>('GET', `/listings/v2/listings/${encodeURIComponent(String(id))}`, {
      query: { currencyId: options.currencyId, mode: options.mode },
    });
  }

  async getListingsByIds(ids: number[], options: ListingQueryOptions = {}): Promise<Listing[]> {
    if (ids.length === 0) return [];
    const result = await this.client.request<{ listings: Listing[] }>('POST', '/listings/v2/listings/ids', {
      query: { currencyId: options.currencyId, mode: options.mode },
      body: { listings: ids },
    });
    if (!result.ok) throw new Error(`listings by ids failed: ${result.error.message}`);
    return result.value.listings;
  }
}
