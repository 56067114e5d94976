import type { PageContextServer } from 'vike/types';
import { loadListingPageData } from '#presentation/listings/loadListingPageData';
import type { ListingPageData } from '#presentation/listings/ListingPageData';

export type Data = ListingPageData;
export const data = (pageContext: PageContextServer): Promise<Data> => loadListingPageData(pageContext);
