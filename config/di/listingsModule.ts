import { ContainerModule } from 'inversify';
import { GetListingHandler } from '#application/listings/queries/GetListing';
import { GetListingPageHandler } from '#application/listings/queries/GetListingPage';
import { GetListingsByIdsHandler } from '#application/listings/queries/GetListingsByIds';
import { GetListing, GetListingPage, GetListingsByIds } from '#application/listings/tokens';

/** The listings use cases; whichever adapter serves ListingsService is bound by the root. */
export const listingsModule = new ContainerModule(({ bind }) => {
  bind(GetListing).to(GetListingHandler);
  bind(GetListingsByIds).to(GetListingsByIdsHandler);
  bind(GetListingPage).to(GetListingPageHandler);
});
