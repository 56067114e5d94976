import { inject, injectable } from 'inversify';
import type { PublishingService } from '#application/listings/ports';
import type { ListingPublishCategory, PublishPermission } from '#domain/listings/publishing/Publishing';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';

/** PublishingService over the seed contract (document 001 §7 "Publishing"), at /svc/listings. */
@injectable()
export class HttpPublishingService implements PublishingService {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  getPublishPermission(
    accountId: number | string,
    categoryId: number | string,
  ): Promise<Result<PublishPermission, DomainError>> {
    return this.client.request<PublishPermission>(
      'GET',
      `/listings/permission/accounts/${encodeURIComponent(String(accountId))}/categories/${encodeURIComponent(String(categoryId))}`,
    );
  }

  async getListingsCategories(listingIds: number[]): Promise<ListingPublishCategory[]> {
    if (listingIds.length === 0) return [];
    const result = await this.client.request<{ listings: ListingPublishCategory[] }>(
      'POST',
      '/listings/publish/category',
      {
        body: { listings: listingIds },
      },
    );
    if (!result.ok) throw new Error(`publish categories failed: ${result.error.message}`);
    return result.value.listings;
  }

  getListingCategory(listingId: number | string): Promise<Result<ListingPublishCategory, DomainError>> {
    return this.client.request<ListingPublishCategory>(
      'GET',
      `/listings/publish/category/listing/${encodeURIComponent(String(listingId))}`,
    );
  }
}
