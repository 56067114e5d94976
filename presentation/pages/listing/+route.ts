import type { PageContext } from 'vike/types';
import { matchListingPath } from '#presentation/listings/routing/matchListingPath';

/**
 * /{listingSegment}/{listingId} in any language's word, the legacy /listing/source/{id}
 * (document 001 §2), and the project and unit paths (document 002 §2), which show the same page
 * for the project's own listing (with its units table) and for a unit. Whether the id is valid, and whether the word is the visitor's, is the
 * data hook's business: a bad id must still reach this page to answer 404 'ListingId is not valid'.
 */
export default function route(pageContext: PageContext) {
  const match = matchListingPath(pageContext.urlPathname);
  if (!match) return false;
  return {
    routeParams: {
      segment: match.segment,
      id: match.id,
      source: match.source ? 'true' : 'false',
      kind: match.kind,
      parentId: match.parentId ?? '',
    },
  };
}
