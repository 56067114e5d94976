import type { ListingPriceView } from '#domain/listings/ListingPriceView';
import type { ListingTitleView } from '#domain/listings/ListingTitle';

/** One of the most viewed listings of a place, as its statistics page lists it. */
export interface MostViewedListing {
  id: number;
  path: string;
  title: ListingTitleView;
  price: ListingPriceView;
  locality: string;
  image?: { url: string; width: number; height: number };
  /** People who viewed its page in the last seven days. */
  views: number;
}
