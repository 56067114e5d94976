import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { GetListingPage } from '#application/listings/tokens';
import type { Listing } from '#domain/listings/Listing';
import { parseListingId } from '#domain/listings/ListingId';
import { pageTags } from '#domain/portal/PageInvalidation';
import type { ListingPageData } from './ListingPageData';
import { culturePath } from '#presentation/shared/routing/culturePath';
import { listingAlternates, listingPath, listingRedirect } from './routing/listingUrls';
import { urlSlug } from '#domain/portal/urlWords/urlWordLookup';

/**
 * The listing page's data, through the request's container (no HTTP to ourselves). Order:
 * a bad id is a 404 before anything is read; an unknown one a 404 after; then the permanent
 * redirects (migrated to a project, a unit to its project's path, another language's word or
 * the legacy /source/ form) so a redirect never points at a page that does not exist.
 */
export async function loadListingPageData(pageContext: PageContextServer): Promise<ListingPageData> {
  const { routeParams, requestContext, container } = pageContext;
  const { culture, currency, portal, origin } = requestContext;
  const id = parseListingId(routeParams.id);
  if (!id.ok) throw render(404, id.error.message);
  if (!container) throw new Error('The listing page needs the request container (server/ssr/ssr.ts pageContextInit)');

  const result = await container.get(GetListingPage).execute({ id: id.value, currencyId: currency });
  if (!result.ok) {
    if (result.error.kind === 'NOT_FOUND') throw render(404, result.error.message);
    throw new Error(`Listing ${id.value} could not be loaded: ${result.error.code} ${result.error.message}`);
  }
  const { listing, contacts, accounts } = result.value;
  const search = pageContext.urlParsed.searchOriginal ?? '';

  const elsewhere = parentPath(listing, culture, portal);
  if (elsewhere) throw redirect(elsewhere + search, 301);
  const canonical = listingRedirect(
    { segment: routeParams.segment, source: routeParams.source === 'true', search },
    listing.id,
    culture,
    portal,
  );
  if (canonical) throw redirect(canonical, 301);

  return {
    listing: withDescriptionsFor(listing, culture),
    contacts,
    accounts,
    canonicalUrl: origin + listingPath(listing.id, culture, portal),
    alternates: listingAlternates(listing.id, portal, origin),
    origin,
    mapTileUrl: pageContext.mapTileUrl,
    // Our choice: an archived listing stays reachable for old links but leaves the index (its links are still followed).
    shell: {
      page: 'listing',
      archived: listing.isArchived,
      robots: { noindex: listing.isArchived },
      // The same for every visitor who is not signed in; its listing's changes drop it (docs/pages.md).
      cache: { invalidatedBy: [pageTags.listing(listing.id)] },
    },
  };
}

/**
 * Document 001 §2: "A listing migrated to a project gives a permanent redirect; a unit whose
 * parent is a project or project-as-listing redirects to the parent's path" — the unit path
 * under its project (document 002 §2: /{projectSlug}/{projectId}/unit/{unitId}).
 */
function parentPath(
  listing: Listing,
  culture: Parameters<typeof listingPath>[1],
  portal: Parameters<typeof listingPath>[2],
): string | undefined {
  const project = urlSlug(culture, 'segment', 'project');
  if (listing.migratedToProjectId) return culturePath(`/${project}/${listing.migratedToProjectId}`, culture, portal);
  if (listing.listingClass === 'UnitListing' && listing.projectId) {
    return culturePath(
      `/${project}/${listing.projectId}/${urlSlug(culture, 'segment', 'unit')}/${listing.id}`,
      culture,
      portal,
    );
  }
  return undefined;
}

/** Only the visitor's language of the owner's translations travels to the browser: the others are dead weight in the HTML. */
function withDescriptionsFor(listing: Listing, culture: string): Listing {
  const own = listing.descriptions[culture];
  return { ...listing, descriptions: own ? { [culture]: own } : {} };
}
