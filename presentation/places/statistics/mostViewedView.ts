import type { ViewedListing } from '#application/places/calls';
import { listingPath } from '#domain/listings/page/listingPagePath';
import { listingPriceView } from '#domain/listings/ListingPriceView';
import { listingTitle } from '#domain/listings/ListingTitle';
import type { Language, Portal } from '#domain/portal/Portal';
import type { MostViewedListing } from '#presentation/tracking';

/** The most viewed listings the query found, as the page lists them: in the visitor's language and currency. */
export function mostViewedView(
  viewed: readonly ViewedListing[],
  culture: Language,
  currency: string,
  portal: Pick<Portal, 'cultures' | 'defaultCulture'>,
): MostViewedListing[] {
  return viewed.map(({ listing, views }) => {
    const image = listing.images[0];
    return {
      id: listing.id,
      path: listingPath(listing.id, culture, portal),
      title: listingTitle(listing, culture),
      price: listingPriceView(listing, currency),
      locality: listing.location.locality,
      ...(image && { image: { url: image.url, width: image.width, height: image.height } }),
      views,
    };
  });
}
