import { inject, injectable } from 'inversify';
import type { ViewedListing } from '#application/places/calls';
import type { MostViewedListings } from '#application/places/ports';
import type { GetListingsByIdsHandler } from '#application/listings/queries/GetListingsByIds';
import { GetListingsByIds } from '#application/listings/tokens';
import type { GetMostViewedListingsHandler } from '#application/tracking/queries/GetMostViewedListings';
import { GetMostViewedListings } from '#application/tracking/tokens';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';

/**
 * MostViewedListings over the contexts that hold them: the tracking context's count of this
 * week's views and the listings context's read of those listings (POST
 * /v2/listings/ids, Light). Reads only; which of them the page shows is LoadPlaceStatistics'.
 */
@injectable()
export class TrackedMostViewedListings implements MostViewedListings {
  constructor(
    @inject(GetMostViewedListings) private readonly counted: Pick<GetMostViewedListingsHandler, 'execute'>,
    @inject(GetListingsByIds) private readonly listings: Pick<GetListingsByIdsHandler, 'execute'>,
  ) {}

  async inPlace(placeId: string | undefined, currencyId: string): Promise<Result<ViewedListing[], DomainError>> {
    const counted = await this.counted.execute(placeId);
    if (!counted.ok || counted.value.length === 0) return counted.ok ? ok([]) : counted;
    const views = new Map(counted.value.map((row) => [row.listingId, row.views]));
    const found = await this.listings.execute({ ids: [...views.keys()], currencyId, mode: 'Light' });
    return ok(found.map((listing) => ({ listing, views: views.get(listing.id) ?? 0 })));
  }
}
