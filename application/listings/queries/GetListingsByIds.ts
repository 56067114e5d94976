import { inject, injectable } from 'inversify';
import type { Listing, ListingMode } from '#domain/listings/Listing';
import { ListingsService } from '../ports';

export interface GetListingsByIds {
  ids: number[];
  currencyId?: string;
  mode?: ListingMode;
}

/** Several listings in the order asked (POST /v2/listings/ids); unknown ids are left out. */
@injectable()
export class GetListingsByIdsHandler {
  constructor(@inject(ListingsService) private readonly listings: ListingsService) {}

  execute(query: GetListingsByIds): Promise<Listing[]> {
    return this.listings.getListingsByIds(query.ids, { currencyId: query.currencyId, mode: query.mode });
  }
}
