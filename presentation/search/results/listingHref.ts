import type { Language, Portal } from '#domain/portal/Portal';
import { type ListingAddress, listingPagePath } from '#presentation/shared/routing/listingPagePath';

/**
 * A result's link: the listing page in the visitor's language (/{listingSegment}/{id}, the
 * segment word from domain/portal/urlWords), with the search it was found by (document 002 §2:
 * "Listing: /{listingSlug}/{id}, with query searchId").
 */
export function listingHref(
  listing: ListingAddress,
  culture: Language,
  portal: Pick<Portal, 'defaultCulture'>,
  searchId?: number,
): string {
  // A project's own listing and a unit live at their project's address: link there, not via a redirect.
  const path = listingPagePath(listing, culture, portal);
  return searchId === undefined ? path : `${path}?searchId=${searchId}`;
}
