import { inject, injectable } from 'inversify';
import type { PublishingService } from '#application/listings/ports';
import type { ListingPublishCategory, PublishPermission } from '#domain/listings/publishing/Publishing';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';
import { LISTINGS_ROUTES } from '#application/listings/svcRoutes';
import { pathOf } from '#application/shared/svcRoute';

/** PublishingService over the seed contract (document 001 §7 "Publishing"), at /svc/listings. */
@injectable()
export class HttpPublishingService implements PublishingService {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  getPublishPermission(
    accountId: number | string,
    categoryId: number | string,
  ): Promise<Result<PublishPermission, DomainError>> {
    return this.client.request<PublishPermission>(
      LISTINGS_ROUTES.publishPermission.method,
      pathOf(LISTINGS_ROUTES.publishPermission, { accountId, categoryId }),
    );
  }

  async getListingsCategories(listingIds: number[]): Promise<ListingPublishCategory[]> {
    if (listingIds.length === 0) return [];
    const result = await this.client.request<{ listings: ListingPublishCategory[] }>(
      LISTINGS_ROUTES.listingsCategories.method,
      pathOf(LISTINGS_ROUTES.listingsCategories),
      {
        body: { listings: listingIds },
      },
    );
    if (!result.ok) throw new Error(`publish categories failed: ${result.error.message}`);
    return result.value.listings;
  }

  getListingCategory(listingId: number | string): Promise<Result<ListingPublishCategory, DomainError>> {
    return this.client.request<ListingPublishCategory>(
      LISTINGS_ROUTES.listingCategory.method,
      pathOf(LISTINGS_ROUTES.listingCategory, { listingId }),
    );
  }
}
