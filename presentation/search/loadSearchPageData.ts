import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { LoadSearchPage } from '#application/search/pageTokens';
import type { Account } from '#domain/agents/Account';
import type { Place } from '#domain/places/Place';
import type { DomainError } from '#domain/shared/DomainError';
import type { SearchPageContent } from '#application/search/queries/LoadSearchPage';
import { searchCallerOf } from '#domain/search/SearchCaller';
import { toResultsView } from './results/toResultsView';
import type { SearchRoute } from './routing/matchSearchRoute';
import type { SearchUrlTarget } from '#domain/search/searchPagePath';
import { searchAlternates } from './routing/searchPageUrls';
import type { AgencyLink, SearchPageData, SearchPlace } from './SearchPageData';
import { SEARCH_PAGE_FACETS } from './searchPageFacets';
import { SEO_CHILDREN_FACET, seoFacetModules } from './seo/seoFacetModules';

/**
 * The search page's data, on the server through the request's container (crawlers get the
 * whole page in the HTML). The query (application/search/queries/LoadSearchPage) decides: which
 * place and search, every redirect and its status, noindex. This turns its answer into Vike's
 * redirect or error page, or into the page's data.
 */
export async function loadSearchPageData(pageContext: PageContextServer, route: SearchRoute): Promise<SearchPageData> {
  const { requestContext, container, urlParsed } = pageContext;
  const { culture, currency, portal } = requestContext;
  if (!container) throw new Error('The search page needs the request container (server/ssr/ssr.ts pageContextInit)');
  const outcome = await container.get(LoadSearchPage).execute({
    url: {
      path: urlParsed.pathname,
      query: urlParsed.searchOriginal ?? '',
      prefix: culturePrefix(pageContext.urlOriginal, urlParsed.pathname),
    },
    ...(route.kind === 'agency' && { agency: { accountId: route.accountId, name: route.agencyName } }),
    ...(urlParsed.search.q !== undefined && { typedText: urlParsed.search.q }),
    culture,
    portal,
    currencyId: currency,
    caller: searchCallerOf(requestContext, pageContext.authSession),
    sharedHtml: pageContext.sharedHtml === true,
    facets: SEARCH_PAGE_FACETS,
    // The SEO children module's counts come with the search (the agency page has no such module).
    ...(route.kind === 'search' && { childrenFacet: SEO_CHILDREN_FACET }),
  });
  if (!outcome.ok) throw abort(outcome.error);
  if (outcome.value.kind === 'redirect') throw redirect(outcome.value.to, outcome.value.status);
  return pageData(outcome.value, pageContext);
}

/** The page's data: what the query found, in the view's shapes. */
function pageData(page: SearchPageContent, pageContext: PageContextServer): SearchPageData {
  const { culture, portal, origin } = pageContext.requestContext;
  const target: SearchUrlTarget = { culture, portal, place: page.place, country: page.country, agency: page.agency };
  // The children facet feeds the SEO module only: the filters never show it.
  const facets = page.result.facets.filter((facet) => facet.name !== SEO_CHILDREN_FACET.name);
  const results = toResultsView({ ...page.result, facets }, culture, page.search.params);
  const seo =
    page.agency === undefined
      ? seoFacetModules({
          search: page.search,
          facets: page.result.facets,
          place: page.place,
          country: page.country,
          childPlaces: page.childPlaces,
          target: { culture, portal },
        })
      : undefined;
  const { shown } = page;
  return {
    search: shown,
    results,
    ...(page.place && { place: placeOf(page.place) }),
    ...(page.country && { country: placeOf(page.country) }),
    ancestors: page.ancestors.map(placeOf),
    ...(page.agency && {
      agency: {
        id: page.agency.id,
        name: page.agency.name,
        slug: page.agency.slug,
        ...(page.agency.logoUrl && { logoUrl: page.agency.logoUrl }),
        ...(page.agency.address && { address: page.agency.address }),
        ...(page.agency.website && { website: page.agency.website }),
        type: page.agency.type,
        ascendants: (page.agencyAscendants ?? []).toReversed().map(agencyLink),
        related: (page.agencyRelated ?? []).map(agencyLink),
      },
    }),
    canonicalUrl: origin + page.path,
    alternates: searchAlternates(
      { filters: shown.filters, params: { ...shown.params, searchId: undefined, shareKey: undefined } },
      target,
      origin,
    ),
    origin,
    ...(pageContext.mapTileUrl && { mapTileUrl: pageContext.mapTileUrl }),
    ...(page.placeNotFound && { placeNotFound: page.placeNotFound }),
    ...(seo && (seo.children.length > 0 || seo.types.length > 0) && { seo }),
    shell: {
      page: 'search',
      robots: { noindex: page.noindex },
      ...(page.invalidatedBy && { cache: { invalidatedBy: page.invalidatedBy } }),
    },
  };
}

function placeOf(place: Place): SearchPlace {
  const { placeId, type, names, slugs, viewport, countryISO, latitude, longitude } = place;
  return { placeId, type, names, slugs, viewport, countryISO, latitude, longitude };
}

const agencyLink = ({ id, name, slug, type }: Account): AgencyLink => ({ id, name, slug, type });

/**
 * The error page for a URL the codec or the services refuse: 404 for what names nothing
 * ('Transaction slug is not supported', 'Cannot geocode place for slug', 'Search {n} is not
 * found'), 400 for a bad value ('min > max', 'SearchId {n} is not valid'), 410 for an archived
 * agency. Anything else is a failure of ours and stays an error (500).
 */
function abort(error: DomainError): Error {
  const reason = { code: error.code, message: error.message };
  if (error.kind === 'NOT_FOUND') return render(404, reason);
  if (error.kind === 'GONE') return render(410, reason);
  // Vike types list the status codes it recommends; the documents ask for 400 ("not correct (400)").
  if (error.kind === 'INVALID') return render(400 as 404, reason);
  return new Error(`Search page failed: ${error.code} ${error.message}`);
}

/** The culture prefix the visitor's URL had (/fr), which the logical path the routes see has lost. */
function culturePrefix(urlOriginal: string, logicalPath: string): string {
  const original = new URL(urlOriginal, 'http://localhost').pathname;
  return original !== logicalPath && original.endsWith(logicalPath)
    ? original.slice(0, original.length - logicalPath.length)
    : '';
}
