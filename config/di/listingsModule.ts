import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { GetFavoritesPageHandler } from '#application/listings/favorites/GetFavoritesPage';
import { ContactPhones, ListingsService, PublishingService } from '#application/listings/ports';
import { HttpContactPhones } from '#infrastructure/listings/http/HttpContactPhones';
import { RevealContactPhoneHandler } from '#application/listings/queries/RevealContactPhone';
import { HttpPublishingService } from '#infrastructure/listings/publishing/HttpPublishingService';
import { GetListingHandler } from '#application/listings/queries/GetListing';
import { LoadListingPageHandler } from '#application/listings/queries/LoadListingPage';
import { LoadListingPage } from '#application/listings/pageTokens';
import { GetListingsByIdsHandler } from '#application/listings/queries/GetListingsByIds';
import { GetPriceHistoryHandler } from '#application/listings/queries/GetPriceHistory';
import { TranslateListingHandler } from '#application/listings/translation/TranslateListing';
import {
  GetFavoritesPage,
  GetListing,
  GetListingsByIds,
  GetPriceHistory,
  TranslateListing,
  RevealContactPhone,
} from '#application/listings/tokens';
import { HttpListingsService } from '#infrastructure/listings/http/HttpListingsService';
import { bindFavoritesUseCases } from './favoritesModule';

/** The listings use cases but the favourites' own (the browser's shell binds those: favoritesModule). */
function bindListingReads(bind: ContainerModuleLoadOptions['bind']): void {
  bind(GetListing).to(GetListingHandler).inSingletonScope();
  bind(GetListingsByIds).to(GetListingsByIdsHandler).inSingletonScope();
  bind(GetPriceHistory).to(GetPriceHistoryHandler).inSingletonScope();
  bind(RevealContactPhone).to(RevealContactPhoneHandler).inSingletonScope();
  bind(TranslateListing).to(TranslateListingHandler).inSingletonScope();
  bind(GetFavoritesPage).to(GetFavoritesPageHandler).inSingletonScope();
}

/** The listings use cases (document 001 §7 "Listings"), bound whatever serves ListingsService. */
export function bindListingsUseCases(bind: ContainerModuleLoadOptions['bind']): void {
  bindListingReads(bind);
  // The listing page's loader runs in its data hook, on the server only (it reads the agents' directory).
  bind(LoadListingPage).to(LoadListingPageHandler).inSingletonScope();
  bindFavoritesUseCases(bind);
}

/**
 * Listings in the browser, for the pages that show listings (config/di/pages/): the use cases over
 * ListingsService's http adapter (needs ServiceClientToken bound); the favourites are the shell's.
 */
export const listingsModule = new ContainerModule(({ bind }) => {
  bindListingReads(bind);
  bind(ListingsService).to(HttpListingsService).inSingletonScope();
  bind(ContactPhones).to(HttpContactPhones).inSingletonScope();
  bind(PublishingService).to(HttpPublishingService).inSingletonScope();
});
