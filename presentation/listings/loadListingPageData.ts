import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { GetListingPage } from '#application/listings/tokens';
import type { Listing } from '#domain/listings/Listing';
import { parseListingId } from '#domain/listings/ListingId';
import { listingTitle } from '#domain/listings/ListingTitle';
import { listingContactPhone, withoutContactDetails } from '#domain/listings/ContactPhone';
import { pageTags } from '#domain/portal/PageInvalidation';
import type { ListingPageData } from './ListingPageData';
import { ListingsService } from '#application/listings/ports';
import type { ProjectCompany } from '#domain/listings/projects/ProjectCompany';
import type { Language, Portal } from '#domain/portal/Portal';
import { alternates } from '#presentation/shared/head/alternates';
import { listingPagePath } from '#presentation/shared/routing/listingPagePath';
import { listingPath, listingRedirect, projectPath } from './routing/listingUrls';

type PortalCultures = Pick<Portal, 'cultures' | 'defaultCulture'>;

/**
 * The listing page's data, through the request's container (no HTTP to ourselves). Order:
 * a bad id is a 404 before anything is read; an unknown one a 404 after; then the permanent
 * redirects (migrated to a project, a unit to its project's path, another language's word or
 * the legacy /source/ form) so a redirect never points at a page that does not exist.
 */
export async function loadListingPageData(pageContext: PageContextServer): Promise<ListingPageData> {
  const { routeParams, requestContext, container } = pageContext;
  const { culture, currency, portal, origin } = requestContext;
  const kind = routeParams.kind ?? 'listing';
  const id = parseListingId(routeParams.id);
  if (!id.ok) throw render(404, id.error.message);
  if (kind === 'unit' && !parseListingId(routeParams.parentId).ok) throw render(404, 'ListingId is not valid');
  if (!container) throw new Error('The listing page needs the request container (server/ssr/ssr.ts pageContextInit)');

  const search = pageContext.urlParsed.searchOriginal ?? '';
  // A project page shows the project's own listing (class ProjectListing) and its units (document 001 §7 GET /v1/projects/{id}/listings).
  let units: Listing[] | undefined;
  let listingId = id.value;
  if (kind === 'project') {
    const own = await container
      .get(ListingsService)
      .getProjectListings(id.value, { currencyId: currency, mode: 'Light', language: culture });
    const projectListing = own.find((listing) => listing.listingClass === 'ProjectListing');
    // A small development sold as one project-as-listing lives at its listing path.
    const asListing = own.find((listing) => listing.listingClass === 'ProjectAsListing');
    if (!projectListing && asListing) throw redirect(listingPath(asListing.id, culture, portal) + search, 301);
    if (!projectListing) throw render(404, 'Listing or Project not found for params');
    listingId = projectListing.id;
    units = own.filter((listing) => listing.listingClass === 'UnitListing');
  }

  const result = await container
    .get(GetListingPage)
    .execute({ id: listingId, currencyId: currency, language: culture });
  if (!result.ok) {
    if (result.error.kind === 'NOT_FOUND') throw render(404, result.error.message);
    throw new Error(`Listing ${id.value} could not be loaded: ${result.error.code} ${result.error.message}`);
  }
  const { listing, contacts, accounts, priceHistory, similar, duplicates, breadcrumbPlaces } = result.value;
  // Document 002 §2: "Unit: /{listingSlug}/{listingId}/unit/{unitId} or /{projectSlug}/{projectId}/unit/{unitId}".
  // A unit's path names a unit: a unit under another parent goes to its own path below, but a
  // listing that is no unit is no page there (not a redirect to whatever carries that id).
  if (kind === 'unit' && (listing.listingClass !== 'UnitListing' || listing.projectId === undefined))
    throw render(404, 'Listing or Project not found for params');

  const ownPath = pathOf(listing, culture, portal);
  const requested = pageContext.urlPathname.replace(/\/$/, '');
  if (kind === 'listing' && ownPath === listingPath(listing.id, culture, portal)) {
    const canonical = listingRedirect(
      { segment: routeParams.segment, source: routeParams.source === 'true', search },
      listing.id,
      culture,
      portal,
    );
    if (canonical) throw redirect(canonical, 301);
  } else if (requested !== ownPath && requested !== withoutCulturePrefix(ownPath, culture, portal)) {
    // Document 001 §2: migrated to a project (permanent), a unit to its parent's path, another language's word.
    throw redirect(ownPath + search, 301);
  }
  // Another agency's copy of a property (issue 11 duplicate detection) is shown once, as its first
  // listing: search engines are pointed there too, so the copy's page does not compete with it.
  const canonicalListing =
    (listing.duplicateOf && duplicates.find((shown) => shown.id === listing.duplicateOf)) || listing;
  const pathFor = (culture: Language) =>
    listing.duplicateOf && canonicalListing === listing
      ? listingPath(listing.duplicateOf, culture, portal)
      : pathOf(canonicalListing, culture, portal);
  const companies = kind === 'project' ? await projectCompanies(container.get(ListingsService), listing) : undefined;
  const parentProject =
    listing.listingClass === 'UnitListing' && listing.projectId !== undefined
      ? await projectOf(container.get(ListingsService), listing.projectId, culture, portal)
      : undefined;

  return {
    listing: withDescriptionsFor(listing, culture),
    contacts: contacts.map(withoutContactDetails),
    accounts: accounts.map(withoutContactDetails),
    hasContactPhone: listingContactPhone(listing, contacts, accounts) !== undefined,
    priceHistory,
    similar,
    breadcrumbPlaces,
    ...(units ? { units } : {}),
    ...(duplicates.length > 0 ? { duplicates } : {}),
    ...(companies ? { companies } : {}),
    ...(parentProject ? { parentProject } : {}),
    canonicalUrl: origin + pathFor(culture),
    alternates: alternates(portal, origin, pathFor),
    origin,
    mapTileUrl: pageContext.mapTileUrl,
    // Our choice: an archived listing stays reachable for old links but leaves the index (its links are still followed).
    shell: {
      page: kind === 'project' ? 'project' : 'listing',
      archived: listing.isArchived,
      robots: { noindex: listing.isArchived },
      // The same for every visitor who is not signed in; its listing's changes drop it (docs/pages.md).
      cache: { invalidatedBy: [listing, ...(units ?? [])].map((shown) => pageTags.listing(shown.id)) },
    },
  };
}

/** A unit's way back: its project's own listing, named in the culture, at the project's page. */
async function projectOf(
  service: ListingsService,
  projectId: number,
  culture: Language,
  portal: PortalCultures,
): Promise<ListingPageData['parentProject']> {
  const family = await service.getProjectListings(projectId, { mode: 'Light' });
  const own = family.find((member) => member.listingClass !== 'UnitListing');
  if (!own) return { path: projectPath(projectId, culture, portal) };
  const title = listingTitle(own, culture);
  return {
    ...(title.kind === 'text' && { name: title.display }),
    path: listingPagePath(own, culture, portal),
  };
}

/** Document 001 §8: "Project company and developer account load failures are swallowed". */
async function projectCompanies(service: ListingsService, project: Listing): Promise<ProjectCompany[]> {
  if (project.isArchived || !project.projectCompanies?.length) return [];
  try {
    return await service.getProjectCompanies(project.projectCompanies, 'Full');
  } catch {
    return [];
  }
}

/** Where a listing lives: the one rule every link to it follows (presentation/shared/routing/listingPagePath). */
function pathOf(listing: Listing, culture: Language, portal: PortalCultures): string {
  return listingPagePath(listing, culture, portal);
}

/** The default culture's pages are also served with their /{culture} prefix (listingRedirect's rule). */
function withoutCulturePrefix(path: string, culture: Language, portal: PortalCultures): string {
  return culture === portal.defaultCulture ? path : path.replace(new RegExp(`^/${culture}(?=/)`), '');
}

/** Only the visitor's language of the owner's translations travels to the browser: the others are dead weight in the HTML. */
function withDescriptionsFor(listing: Listing, culture: string): Listing {
  const own = listing.descriptions[culture];
  return { ...listing, descriptions: own ? { [culture]: own } : {} };
}
