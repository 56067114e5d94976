import { culturePath } from '../../portal/culturePath';
import type { Language, Portal } from '../../portal/Portal';
import { urlSlug } from '../../portal/urlWords/urlWordLookup';
import type { Listing } from '../Listing';

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

/**
 * The canonical path of a listing in a culture: the culture's listing word, and the `/{culture}`
 * prefix for every culture but the portal's default, so each language version has one stable
 * URL a crawler can index without cookies or Accept-Language (document 001 §2).
 */
export function listingPath(id: number, culture: Language, portal: PortalCultures): string {
  return culturePath(`/${urlSlug(culture, 'segment', 'listing')}/${id}`, culture, portal);
}

/** Document 002 §2: a project's page, /{projectSlug}/{projectId}, in the culture's word. */
export function projectPath(projectId: number, culture: Language, portal: PortalCultures): string {
  return culturePath(`/${urlSlug(culture, 'segment', 'project')}/${projectId}`, culture, portal);
}

/** Document 002 §2: a unit under its project, /{projectSlug}/{projectId}/unit/{unitId}. */
export function unitPath(projectId: number, unitId: number, culture: Language, portal: PortalCultures): string {
  const project = urlSlug(culture, 'segment', 'project');
  return culturePath(`/${project}/${projectId}/${urlSlug(culture, 'segment', 'unit')}/${unitId}`, culture, portal);
}

/**
 * Where a request for a listing must be sent instead, or null when it is already there:
 * the legacy /listing/source/{id} form, or another language's listing word (the visitor's
 * culture decides the word). The query string is kept, e.g. ?searchId= from a result list.
 * A request whose word already fits is served as is, with or without the prefix: the
 * canonical link tells crawlers which of the two to index, and no visitor is bounced twice.
 */
export function listingRedirect(
  request: { segment: string; source: boolean; search: string },
  id: number,
  culture: Language,
  portal: PortalCultures,
): string | null {
  const fits = !request.source && request.segment === urlSlug(culture, 'segment', 'listing');
  return fits ? null : listingPath(id, culture, portal) + request.search;
}
