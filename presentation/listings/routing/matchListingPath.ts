import { urlWordOf } from '#domain/portal/urlWords/urlWordLookup';

/** What a listing URL says before any data is read: the id is checked by the data hook (a bad id is a 404 page, not a non-match). */
export interface ListingPathMatch {
  /** The listing word as written in the URL ('listing', 'annonce', 'inserat', …). */
  segment: string;
  /** The id as written; parseListingId decides whether it is one. */
  id: string;
  /** /listing/source/{id}: the legacy form that always redirects (document 001 §2). */
  source: boolean;
}

/**
 * Document 001 §2: `/{listingSegment}/{listingId}` and `/listing/source/{listingId}`. The
 * segment is the listing word of ANY language we have URL words for, so a link shared across
 * cultures still lands on the listing (the data hook then redirects to the visitor's word).
 * Only a known listing word matches: two-segment paths also serve projects, agents and places.
 * The culture prefix (/fr/…) is already stripped by +onBeforeRoute.
 */
export function matchListingPath(pathname: string): ListingPathMatch | null {
  const parts = pathname.replace(/^\//, '').replace(/\/$/, '').split('/');
  if (parts.some((part) => part === '')) return null;
  if (parts.length === 3 && parts[1] === 'source' && isListingWord(parts[0])) {
    return { segment: parts[0], id: decode(parts[2]), source: true };
  }
  if (parts.length === 2 && isListingWord(parts[0])) return { segment: parts[0], id: decode(parts[1]), source: false };
  return null;
}

function isListingWord(slug: string): boolean {
  return urlWordOf('segment', slug.toLowerCase()) === 'listing';
}

/** A malformed escape (%E0%A4%A) is still "an id that is not valid", so it reaches the 404 rather than crashing the router. */
function decode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
