import { urlWordOf } from '#domain/portal/urlWords/urlWordLookup';

/** What a listing URL says before any data is read: the id is checked by the data hook (a bad id is a 404 page, not a non-match). */
export interface ListingPathMatch {
  /** The listing word as written in the URL ('listing', 'annonce', 'inserat', …). */
  segment: string;
  /** The id as written; parseListingId decides whether it is one. */
  id: string;
  /** /listing/source/{id}: the legacy form that always redirects (document 001 §2). */
  source: boolean;
  /**
   * What the path names (document 002 §2): a listing `/{listingSlug}/{id}`, a project
   * `/{projectSlug}/{projectId}`, or a unit `/{projectSlug}/{projectId}/unit/{unitId}` and
   * `/{listingSlug}/{listingId}/unit/{unitId}` (then `id` is the unit's, `parentId` its parent's).
   */
  kind: 'listing' | 'project' | 'unit';
  parentId?: string;
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
  if (parts.length === 3 && parts[1] === 'source' && isWord(parts[0], 'listing')) {
    return { segment: parts[0], id: decode(parts[2]), source: true, kind: 'listing' };
  }
  if (parts.length === 2 && isWord(parts[0], 'listing'))
    return { segment: parts[0], id: decode(parts[1]), source: false, kind: 'listing' };
  if (parts.length === 2 && isWord(parts[0], 'project'))
    return { segment: parts[0], id: decode(parts[1]), source: false, kind: 'project' };
  if (parts.length === 4 && (isWord(parts[0], 'listing') || isWord(parts[0], 'project')) && isWord(parts[2], 'unit')) {
    return { segment: parts[0], parentId: decode(parts[1]), id: decode(parts[3]), source: false, kind: 'unit' };
  }
  return null;
}

function isWord(slug: string, word: 'listing' | 'project' | 'unit'): boolean {
  return urlWordOf('segment', slug.toLowerCase()) === word;
}

/** A malformed escape (%E0%A4%A) is still "an id that is not valid", so it reaches the 404 rather than crashing the router. */
function decode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
