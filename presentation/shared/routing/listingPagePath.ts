import type { Listing } from '#domain/listings/Listing';
import type { Language, Portal } from '#domain/portal/Portal';
import { urlSlug } from '#domain/portal/urlWords/urlWordLookup';
import { culturePath } from './culturePath';

type PortalCultures = Pick<Portal, 'defaultCulture'>;

/** What decides where a listing's page lives. */
export type ListingAddress = Pick<Listing, 'id' | 'listingClass' | 'projectId' | 'migratedToProjectId'>;

/**
 * The final address of a listing's page in a culture (document 001 §2, document 002 §2): a
 * listing migrated to a project at the project's path, a project's own listing at the project's
 * path (/{projectSlug}/{projectId}), a unit of a project under it
 * (/{projectSlug}/{projectId}/unit/{unitId}), any other listing at /{listingSlug}/{id}. Every link
 * to a listing is written with it, so no link answers a redirect.
 */
export function listingPagePath(listing: ListingAddress, culture: Language, portal: PortalCultures): string {
  const word = (name: 'listing' | 'project' | 'unit') => urlSlug(culture, 'segment', name);
  let path = `/${word('listing')}/${listing.id}`;
  if (listing.migratedToProjectId) path = `/${word('project')}/${listing.migratedToProjectId}`;
  else if (listing.listingClass === 'ProjectListing' && listing.projectId)
    path = `/${word('project')}/${listing.projectId}`;
  else if (listing.listingClass === 'UnitListing' && listing.projectId)
    path = `/${word('project')}/${listing.projectId}/${word('unit')}/${listing.id}`;
  return culturePath(path, culture, portal);
}
