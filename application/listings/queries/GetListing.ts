import { inject, injectable } from 'inversify';
import type { Listing, ListingMode } from '#domain/listings/Listing';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { ListingsService } from '../ports';

export interface GetListing {
  id: number | string;
  currencyId?: string;
  mode?: ListingMode;
}

/** One listing by id, prices also in the requested currency (GET /v2/listings/{id}). */
@injectable()
export class GetListingHandler {
  constructor(@inject(ListingsService) private readonly listings: ListingsService) {}

  execute(query: GetListing): Promise<Result<Listing, DomainError>> {
    return this.listings.getListing(query.id, { currencyId: query.currencyId, mode: query.mode });
  }
}
