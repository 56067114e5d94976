import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { LoadListingPage } from '#application/listings/pageTokens';
import type { ListingPageContent } from '#application/listings/queries/LoadListingPage';
import type { Listing } from '#domain/listings/Listing';
import type { ListingPageKind } from '#domain/listings/page/listingPageRedirect';
import { listingTitle } from '#domain/listings/ListingTitle';
import { listingContactPhone, withoutContactDetails } from '#domain/listings/ContactPhone';
import type { Language, Portal } from '#domain/portal/Portal';
import { alternates } from '#presentation/shared/head/alternates';
import { listingPagePath } from '#presentation/shared/routing/listingPagePath';
import type { ListingPageData } from './ListingPageData';
import { projectPath } from './routing/listingUrls';

/**
 * The listing page's data, through the request's container (no HTTP to ourselves). The query
 * (application/listings/queries/LoadListingPage) decides: which listing, every redirect and the
 * not-found answers, noindex and the page's tags. This turns its answer into Vike's redirect or
 * error page, or into the page's data.
 */
export async function loadListingPageData(pageContext: PageContextServer): Promise<ListingPageData> {
  const { routeParams, requestContext, container } = pageContext;
  const { culture, currency, portal } = requestContext;
  if (!container) throw new Error('The listing page needs the request container (server/ssr/ssr.ts pageContextInit)');
  const kind = (routeParams.kind ?? 'listing') as ListingPageKind;
  const outcome = await container.get(LoadListingPage).execute({
    url: {
      kind,
      id: routeParams.id ?? '',
      ...(kind === 'unit' && { parentId: routeParams.parentId ?? '' }),
      segment: routeParams.segment ?? '',
      source: routeParams.source === 'true',
      path: pageContext.urlPathname.replace(/\/$/, ''),
      query: pageContext.urlParsed.searchOriginal ?? '',
    },
    culture,
    portal,
    currencyId: currency,
  });
  if (!outcome.ok) {
    if (outcome.error.kind === 'NOT_FOUND') throw render(404, outcome.error.message);
    throw new Error(`Listing ${routeParams.id} could not be loaded: ${outcome.error.code} ${outcome.error.message}`);
  }
  if (outcome.value.kind === 'redirect') throw redirect(outcome.value.to, outcome.value.status);
  return pageData(outcome.value, kind, pageContext);
}

/** The page's data: what the query found, in the view's shapes. */
function pageData(page: ListingPageContent, kind: ListingPageKind, pageContext: PageContextServer): ListingPageData {
  const { culture, portal, origin } = pageContext.requestContext;
  const { listing, contacts, accounts, units, duplicates, companies, parentProject } = page;
  const pathFor = (language: Language) => listingPagePath(page.canonical, language, portal);
  return {
    listing: withDescriptionsFor(listing, culture),
    contacts: contacts.map(withoutContactDetails),
    accounts: accounts.map(withoutContactDetails),
    hasContactPhone: listingContactPhone(listing, contacts, accounts) !== undefined,
    priceHistory: page.priceHistory,
    similar: page.similar,
    breadcrumbPlaces: page.breadcrumbPlaces,
    ...(units ? { units } : {}),
    ...(duplicates.length > 0 ? { duplicates } : {}),
    ...(companies ? { companies } : {}),
    ...(parentProject ? { parentProject: parentProjectOf(parentProject, culture, portal) } : {}),
    canonicalUrl: origin + pathFor(culture),
    alternates: alternates(portal, origin, pathFor),
    origin,
    mapTileUrl: pageContext.mapTileUrl,
    shell: {
      page: kind === 'project' ? 'project' : 'listing',
      archived: listing.isArchived,
      robots: { noindex: page.noindex },
      // The same for every visitor who is not signed in; its listing's changes drop it (docs/pages.md).
      cache: { invalidatedBy: page.invalidatedBy },
    },
  };
}

/** A unit's way back: its project's own listing, named in the culture, at the project's page. */
function parentProjectOf(
  parent: NonNullable<ListingPageContent['parentProject']>,
  culture: Language,
  portal: Pick<Portal, 'defaultCulture'>,
): ListingPageData['parentProject'] {
  if (!parent.listing) return { path: projectPath(parent.projectId, culture, portal) };
  const title = listingTitle(parent.listing, culture);
  return {
    ...(title.kind === 'text' && { name: title.display }),
    path: listingPagePath(parent.listing, culture, portal),
  };
}

/** Only the visitor's language of the owner's translations travels to the browser: the others are dead weight in the HTML. */
function withDescriptionsFor(listing: Listing, culture: string): Listing {
  const own = listing.descriptions[culture];
  return { ...listing, descriptions: own ? { [culture]: own } : {} };
}
