import type { Language, Portal } from '../../portal/Portal';
import { type DomainError, notFound } from '../../shared/DomainError';
import { err, ok, type Result } from '../../shared/Result';
import type { Listing } from '../Listing';
import { listingPath } from './listingPagePath';
import type { ListingPageRedirect } from './listingPageRedirect';

/** What the project's listings make of its page: the project's own listing and its units. */
export interface ProjectPageListings {
  kind: 'project';
  project: Listing;
  units: Listing[];
}

export const LISTING_OR_PROJECT_NOT_FOUND = 'LISTING_OR_PROJECT_NOT_FOUND';

/** 'Listing or Project not found for params': the path names no page of that kind. */
export const listingOrProjectNotFound = (): DomainError =>
  notFound(LISTING_OR_PROJECT_NOT_FOUND, 'Listing or Project not found for params');

/**
 * A project page shows the project's own listing (class ProjectListing) and its units (document
 * 001 §7 GET /v1/projects/{id}/listings). A small development sold as one project-as-listing
 * lives at its listing path (a permanent redirect, the query kept); a project without either is
 * not found.
 */
export function projectPageOf(
  own: readonly Listing[],
  where: { culture: Language; portal: Pick<Portal, 'defaultCulture'>; query: string },
): Result<ProjectPageListings | ListingPageRedirect, DomainError> {
  const project = own.find((listing) => listing.listingClass === 'ProjectListing');
  const asListing = own.find((listing) => listing.listingClass === 'ProjectAsListing');
  if (!project && asListing)
    return ok({
      kind: 'redirect',
      to: listingPath(asListing.id, where.culture, where.portal) + where.query,
      status: 301,
    });
  if (!project) return err(listingOrProjectNotFound());
  return ok({ kind: 'project', project, units: own.filter((listing) => listing.listingClass === 'UnitListing') });
}
