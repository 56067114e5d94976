import type { ServiceIdentifier } from 'inversify';
import type { AddFavoriteHandler } from './favorites/AddFavorite';
import type { GetFavoritesPageHandler } from './favorites/GetFavoritesPage';
import type { ListFavoritesHandler } from './favorites/ListFavorites';
import type { RemoveFavoriteHandler } from './favorites/RemoveFavorite';
import type { GetListingHandler } from './queries/GetListing';
import type { GetListingsByIdsHandler } from './queries/GetListingsByIds';
import type { GetPriceHistoryHandler } from './queries/GetPriceHistory';
import type { RevealContactPhoneHandler } from './queries/RevealContactPhone';
import type { TranslateListingHandler } from './translation/TranslateListing';

/** DI tokens for the listings use cases: how presentation and the /svc edge reach them. */
export const GetListing: ServiceIdentifier<GetListingHandler> = Symbol.for('listings.GetListing');
export const GetListingsByIds: ServiceIdentifier<GetListingsByIdsHandler> = Symbol.for('listings.GetListingsByIds');
export const AddFavorite: ServiceIdentifier<AddFavoriteHandler> = Symbol.for('listings.AddFavorite');
export const RemoveFavorite: ServiceIdentifier<RemoveFavoriteHandler> = Symbol.for('listings.RemoveFavorite');
export const ListFavorites: ServiceIdentifier<ListFavoritesHandler> = Symbol.for('listings.ListFavorites');
export const GetFavoritesPage: ServiceIdentifier<GetFavoritesPageHandler> = Symbol.for('listings.GetFavoritesPage');
export const GetPriceHistory: ServiceIdentifier<GetPriceHistoryHandler> = Symbol.for('listings.GetPriceHistory');
export const TranslateListing: ServiceIdentifier<TranslateListingHandler> = Symbol.for('listings.TranslateListing');
export const RevealContactPhone: ServiceIdentifier<RevealContactPhoneHandler> =
  Symbol.for('listings.RevealContactPhone');
