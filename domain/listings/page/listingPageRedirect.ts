import type { Language, Portal } from '../../portal/Portal';
import type { Listing } from '../Listing';
import { type ListingAddress, listingPagePath, listingPath, listingRedirect } from './listingPagePath';

type PortalCultures = Pick<Portal, 'defaultCulture'>;

/** Which page the path names (document 002 §2): a listing, a project, a unit under its project. */
export type ListingPageKind = 'listing' | 'project' | 'unit';

/** The listing page's URL as the visitor wrote it. */
export interface ListingPageUrl {
  kind: ListingPageKind;
  /** The listing word of the path (/{listingSlug}/{id}), any language's. */
  segment: string;
  /** The legacy /listing/source/{id} form (document 001 §2). */
  source: boolean;
  /** The path, without a trailing slash. */
  path: string;
  /** Its query ('?…' or ''), kept by every redirect (e.g. ?searchId= from a result list). */
  query: string;
}

/** The listing page sends the visitor elsewhere, permanently. */
export interface ListingPageRedirect {
  kind: 'redirect';
  to: string;
  status: 301;
}

const redirectTo = (to: string): ListingPageRedirect => ({ kind: 'redirect', to, status: 301 });

/**
 * Where the page of a listing that exists sends its visitor, if anywhere. A listing at its own
 * listing path is sent only from the legacy /source/ form or another language's word
 * (listingRedirect); any other listing is sent to its own path (document 001 §2: migrated to a
 * project, permanently; a unit to its parent's path; another language's word), served with or
 * without the default culture's prefix.
 */
export function listingPageRedirect(
  url: ListingPageUrl,
  listing: ListingAddress,
  culture: Language,
  portal: PortalCultures,
): ListingPageRedirect | undefined {
  const ownPath = listingPagePath(listing, culture, portal);
  if (url.kind === 'listing' && ownPath === listingPath(listing.id, culture, portal)) {
    const to = listingRedirect(
      { segment: url.segment, source: url.source, search: url.query },
      listing.id,
      culture,
      portal,
    );
    return to === null ? undefined : redirectTo(to);
  }
  if (url.path === ownPath || url.path === withoutCulturePrefix(ownPath, culture, portal)) return undefined;
  return redirectTo(ownPath + url.query);
}

/**
 * Document 002 §2: "Unit: /{listingSlug}/{listingId}/unit/{unitId} or /{projectSlug}/{projectId}/unit/{unitId}".
 * A unit's path names a unit: a unit under another parent goes to its own path, but a listing
 * that is no unit is no page there (not a redirect to whatever carries that id).
 */
export function isPageAt(kind: ListingPageKind, listing: Pick<Listing, 'listingClass' | 'projectId'>): boolean {
  return kind !== 'unit' || (listing.listingClass === 'UnitListing' && listing.projectId !== undefined);
}

/**
 * The listing whose address is the page's canonical one. Another agency's copy of a property
 * (duplicate detection) is shown once, as its first listing: search engines are pointed
 * there too, so the copy's page does not compete with it. A first listing not among the shown
 * duplicates is named by its id at the listing path.
 */
export function canonicalListingOf(listing: Listing, duplicates: readonly ListingAddress[]): ListingAddress {
  if (listing.duplicateOf === undefined) return listing;
  return (
    duplicates.find((shown) => shown.id === listing.duplicateOf) ?? {
      id: listing.duplicateOf,
      listingClass: 'PropertyListing',
    }
  );
}

/** The default culture's pages are also served with their /{culture} prefix (listingRedirect's rule). */
function withoutCulturePrefix(path: string, culture: Language, portal: PortalCultures): string {
  return culture === portal.defaultCulture ? path : path.replace(new RegExp(`^/${culture}(?=/)`), '');
}
