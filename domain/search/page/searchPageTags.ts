import type { Place } from '../../places/Place';
import { type PageTag, pageTags } from '../../portal/PageInvalidation';

/**
 * What a shared search page shows (docs/pages.md): its cards, and the listings of its place (one
 * there that is new, changed or archived changes the list or its counts); a search of no place or
 * of an agency lists listings anywhere.
 */
export function searchPageTags(
  place: Pick<Place, 'placeId'> | undefined,
  listings: readonly { id: number }[],
  isAgencyPage: boolean,
): PageTag[] {
  const tags = listings.map((listing) => pageTags.listing(listing.id));
  tags.push(place && !isAgencyPage ? pageTags.place(place.placeId) : pageTags.anyListing());
  return tags;
}
