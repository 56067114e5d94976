import type { PageContextServer } from 'vike/types';
import {
  type FavoritesPageData,
  loadFavoritesPageData,
} from '#presentation/listings/favorites/page/loadFavoritesPageData';

export type Data = FavoritesPageData;
export const data = (pageContext: PageContextServer): Promise<Data> => loadFavoritesPageData(pageContext);
