import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { ListingsService } from '#application/listings/ports';
import { GetListingHandler } from '#application/listings/queries/GetListing';
import { GetListingPageHandler } from '#application/listings/queries/GetListingPage';
import { GetListingsByIdsHandler } from '#application/listings/queries/GetListingsByIds';
import { GetListing, GetListingPage, GetListingsByIds } from '#application/listings/tokens';
import { HttpListingsService } from '#infrastructure/listings/http/HttpListingsService';

/** The listings use cases (document 001 §7 "Listings"), bound whatever serves ListingsService. */
export function bindListingsUseCases(bind: ContainerModuleLoadOptions['bind']): void {
  bind(GetListing).to(GetListingHandler).inSingletonScope();
  bind(GetListingsByIds).to(GetListingsByIdsHandler).inSingletonScope();
  bind(GetListingPage).to(GetListingPageHandler).inSingletonScope();
}

/** Listings in the browser: the use cases over ListingsService's http adapter (needs ServiceClientToken bound). */
export const listingsModule = new ContainerModule(({ bind }) => {
  bindListingsUseCases(bind);
  bind(ListingsService).to(HttpListingsService).inSingletonScope();
});
