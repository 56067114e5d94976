import type { Language, Portal } from '#domain/portal/Portal';
import { urlSlug } from '#domain/portal/urlWords/urlWordLookup';
import { culturePath } from '#presentation/shared/routing/culturePath';

/**
 * A result's link: the listing page in the visitor's language (/{listingSegment}/{id}, the
 * segment word from domain/portal/urlWords), with the search it was found by (document 002 §2:
 * "Listing: /{listingSlug}/{id}, with query searchId").
 */
export function listingHref(
  id: number,
  culture: Language,
  portal: Pick<Portal, 'defaultCulture'>,
  searchId?: number,
): string {
  const path = culturePath(`/${urlSlug(culture, 'segment', 'listing')}/${id}`, culture, portal);
  return searchId === undefined ? path : `${path}?searchId=${searchId}`;
}
