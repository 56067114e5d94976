import type { PageContextServer } from 'vike/types';
import { GetListingsByIds } from '#application/listings/tokens';
import { GetMostViewedListings } from '#application/tracking/tokens';
import { type ListingPriceView, listingPriceView } from '#domain/listings/ListingPriceView';
import { type ListingTitleView, listingTitle } from '#domain/listings/ListingTitle';

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

/**
 * The most viewed live listings in a place this week (issue 17 §5), in the visitor's language and currency.
 * The list is a nicety: when the statistics call fails the page shows its figures without it. The page composes
 * it (listingPath is the listings context's).
 */
export async function loadMostViewedListings(
  pageContext: Pick<PageContextServer, 'requestContext' | 'container'>,
  placeId: string | undefined,
  listingPath: (id: number) => string,
): Promise<MostViewedListing[]> {
  const { container, requestContext } = pageContext;
  const { culture, currency } = requestContext;
  if (!container) return [];
  const counted = await container.get(GetMostViewedListings).execute(placeId);
  if (!counted.ok || counted.value.length === 0) return [];
  const views = new Map(counted.value.map((row) => [row.listingId, row.views]));
  const found = await container
    .get(GetListingsByIds)
    .execute({ ids: [...views.keys()], currencyId: currency, mode: 'Light' });
  return found
    .filter((listing) => !listing.isArchived)
    .map((listing) => {
      const image = listing.images[0];
      return {
        id: listing.id,
        path: listingPath(listing.id),
        title: listingTitle(listing, culture),
        price: listingPriceView(listing, currency),
        locality: listing.location.locality,
        ...(image && { image: { url: image.url, width: image.width, height: image.height } }),
        views: views.get(listing.id) ?? 0,
      };
    });
}
