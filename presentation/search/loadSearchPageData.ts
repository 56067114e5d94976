import { redirect, render } from 'vike/abort';
import { samePriceRange } from '#domain/search/luxury/clearLuxuryPrice';
import type { PageContextServer } from 'vike/types';
import { AutocompletePlaces, GetPlacesByIds } from '#application/places/tokens';
import { LoadSearchPage } from '#application/search/pageTokens';
import type { Place } from '#domain/places/Place';
import { type PageTag, pageTags } from '#domain/portal/PageInvalidation';
import { firstPageRedirect } from '#domain/search/firstPageRedirect';
import { parseSearchUrl } from '#domain/search/parseSearchUrl';
import { searchErrors } from '#domain/search/searchErrors';
import type { Search } from '#domain/search/SearchFilters';
import { searchNoindex } from '#domain/search/searchNoindex';
import { searchPlaceSlugs } from '#domain/search/searchPlaceSlugs';
import type { PlaceSlugs } from '#domain/search/SearchUrlContext';
import type { DomainError } from '#domain/shared/DomainError';
import { parseDatabaseId } from '#domain/shared/databaseId';
import { toResultsView } from './results/toResultsView';
import { withStoredSearch } from './routing/needsSearchId';
import type { SearchRoute } from './routing/matchSearchRoute';
import { searchAlternates, searchPagePath, type SearchUrlTarget } from './routing/searchPageUrls';
import { searchCallerOf } from '#application/search/ports';
import type { AgencyLink, SearchPageData, SearchPlace } from './SearchPageData';
import type { Account } from '#domain/agents/Account';
import type { SearchPageContent } from '#application/search/queries/LoadSearchPage';
import { SEARCH_PAGE_FACETS } from './searchPageFacets';
import { SEO_CHILDREN_FACET, seoFacetModules } from './seo/seoFacetModules';

/**
 * The search page's data, on the server through the request's container (crawlers get the
 * whole page in the HTML). Order: the URL's own verdict (a 404/400 for a bad word or value, the
 * old form's redirect), the page past the maximum skip (to page one), the place's slugs (an old
 * slug, a locality without its country: permanent redirects), then the search; a /search?placeId
 * of a place with slugs goes to its place-first URL. The search runs as the visitor (their
 * verified session): their saved search opens, someone else's is 'Search {n} is not found'.
 */
export async function loadSearchPageData(pageContext: PageContextServer, route: SearchRoute): Promise<SearchPageData> {
  const { requestContext, container, urlParsed } = pageContext;
  const { culture, currency, portal, origin } = requestContext;
  if (!container) throw new Error('The search page needs the request container (server/ssr/ssr.ts pageContextInit)');
  const codec = { language: culture, sortings: portal.sortings, defaultSort: portal.defaultSort };
  const query = urlParsed.searchOriginal ?? '';
  const prefix = culturePrefix(pageContext.urlOriginal, urlParsed.pathname);

  let agencyId: number | undefined;
  if (route.kind === 'agency') {
    // An id no account column holds (2147483648) is as invalid as a word: it must not reach a query.
    agencyId = parseDatabaseId(route.accountId);
    if (agencyId === undefined) throw abort(searchErrors.accountIdNotValid());
  }
  const parsed = parseSearchUrl(route.kind === 'agency' ? `/search${query}` : urlParsed.pathname + query, codec);
  if (!parsed.ok) throw abort(parsed.error);
  if (parsed.value.kind === 'redirect')
    throw redirect(prefix + parsed.value.location, parsed.value.permanent ? 301 : 302);
  const match = parsed.value;
  let search: Search = match.search;
  const shared = pageContext.sharedHtml === true && search.params.searchId === undefined;

  if (route.kind === 'search') {
    const tooFar = firstPageRedirect(search, {
      ...codec,
      place: match.place,
      pageSize: portal.pageSize,
      maxSkip: portal.maxSkip,
    });
    if (tooFar.ok && tooFar.value) throw redirect(prefix + tooFar.value.location, 301);
  }

  // The header's plain form (no JavaScript) sends the typed text as q: take the best matching place.
  const typed = urlParsed.search.q?.trim();
  let placeNotFound: string | undefined;
  let placeFromTypedText = false;
  if (typed && !match.place && !search.filters.location?.placeId) {
    const predictions = await container
      .get(AutocompletePlaces)
      .execute({ input: typed, language: culture, allowedCountries: portal.countries, count: 1 });
    const placeId = predictions.ok ? predictions.value[0]?.placeId : undefined;
    if (placeId) {
      search = {
        ...search,
        filters: { transactionType: 'Sell', ...search.filters, location: { ...search.filters.location, placeId } },
      };
      placeFromTypedText = true;
    } else placeNotFound = typed;
  }

  const outcome = await container.get(LoadSearchPage).execute({
    place: match.place,
    search,
    agencyId,
    currencyId: currency,
    // A shared page (docs/pages.md) runs the search as nobody in particular: nothing is stored for
    // it and no visitor's search id reaches the HTML; the browser stores the visitor's search after
    // hydration. A stored search named in the URL (searchId) belongs to someone: that page is theirs.
    caller: shared
      ? searchCallerOf({ ...requestContext, isCrawler: true })
      : searchCallerOf(requestContext, pageContext.authSession),
    // The SEO children module's counts come with the search (the agency page has no such module).
    facets: route.kind === 'search' ? [...SEARCH_PAGE_FACETS, SEO_CHILDREN_FACET] : SEARCH_PAGE_FACETS,
  });
  if (!outcome.ok) throw abort(outcome.error);
  if (outcome.value.kind === 'placeRedirect') {
    throw redirect(prefix + withPlace(urlParsed.pathname, match.place!, outcome.value.place) + query, 301);
  }
  const page = outcome.value;
  const target: SearchUrlTarget = { culture, portal, place: page.place, country: page.country, agency: page.agency };
  const { seo, facets } = await seoModulesOf(container, page, target, route.kind === 'search');
  const results = toResultsView({ ...page.result, facets }, culture, page.search.params);
  // Only what the URL cannot carry needs the stored search's reference in it.
  const shown = withStoredSearch(page.search, results);
  const path = searchPagePath(shown, target);
  if (
    route.kind === 'search' &&
    !match.place &&
    page.place &&
    page.search.filters.transactionType &&
    searchPlaceSlugs(page.place, page.country, culture)
  ) {
    // A placeId always names the same place: permanent. Typed text names today's best match, which
    // new places can change: a browser must not keep that answer.
    throw redirect(path, placeFromTypedText ? 302 : 301);
  }
  // A luxury bound the search clears (document 001 §5) leaves the address too: it says what is searched.
  if (search.filters.luxury && !samePriceRange(search.filters.price, page.search.filters.price))
    throw redirect(path, 302);
  // The agency's name in the path is its slug, so a renamed agency's old links still land (document 002 §2).
  if (route.kind === 'agency' && page.agency && route.agencyName !== page.agency.slug) throw redirect(path, 301);

  const noindex =
    searchNoindex(page.search, {
      pageSize: portal.pageSize,
      maxIndexableSkip: portal.maxIndexableSkip,
      place: page.place && { type: page.place.type, hasSlug: match.place !== undefined },
      total: page.result.total,
    }).noindex || Boolean(placeNotFound);
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
    canonicalUrl: origin + path,
    alternates: searchAlternates(
      { filters: shown.filters, params: { ...shown.params, searchId: undefined, shareKey: undefined } },
      target,
      origin,
    ),
    origin,
    ...(pageContext.mapTileUrl && { mapTileUrl: pageContext.mapTileUrl }),
    ...(placeNotFound && { placeNotFound }),
    ...(seo && { seo }),
    shell: {
      page: 'search',
      robots: { noindex },
      ...(shared && { cache: { invalidatedBy: searchPageTags(page.place ?? page.country, results.cards, agencyId) } }),
    },
  };
}

/**
 * What a shared search page shows: its cards, and the listings of its place (one there that is new,
 * changed or archived changes the list or its counts); a search of no place or of an agency lists
 * listings anywhere.
 */
function searchPageTags(place: Place | undefined, cards: readonly { id: number }[], agencyId?: number): PageTag[] {
  const tags = cards.map((card) => pageTags.listing(card.id));
  tags.push(place && agencyId === undefined ? pageTags.place(place.placeId) : pageTags.anyListing());
  return tags;
}

/**
 * The SEO children and property types modules (document 000 §2) of a place search, from the search's
 * own facets: the children facet named places by id, looked up once; the facet itself stays out of
 * the page's data (the filters never show it).
 */
async function seoModulesOf(
  container: NonNullable<PageContextServer['container']>,
  page: SearchPageContent,
  target: SearchUrlTarget,
  wanted: boolean,
): Promise<{ seo?: SearchPageData['seo']; facets: SearchPageContent['result']['facets'] }> {
  const facets = page.result.facets.filter((facet) => facet.name !== SEO_CHILDREN_FACET.name);
  if (!wanted) return { facets };
  const childIds = (page.result.facets.find((facet) => facet.name === SEO_CHILDREN_FACET.name)?.values ?? []).map(
    (value) => value.value,
  );
  const found = childIds.length ? await container.get(GetPlacesByIds).execute({ placeIds: childIds }) : undefined;
  const seo = seoFacetModules({
    search: page.search,
    facets: page.result.facets,
    place: page.place,
    country: page.country,
    childPlaces: found?.ok ? found.value.places : [],
    target: { culture: target.culture, portal: target.portal },
  });
  return { facets, ...((seo.children.length > 0 || seo.types.length > 0) && { seo }) };
}

function placeOf(place: Place): SearchPlace {
  const { placeId, type, names, slugs, viewport, countryISO, latitude, longitude } = place;
  return { placeId, type, names, slugs, viewport, countryISO, latitude, longitude };
}

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

/** The path with its place segments replaced, the rest kept as the visitor wrote it. */
function withPlace(pathname: string, from: PlaceSlugs, to: PlaceSlugs): string {
  const segments = pathname.split('/').filter(Boolean);
  const rest = segments.slice(from.countrySlug === undefined ? 1 : 2);
  const head = [to.countrySlug, to.placeSlug]
    .filter((slug): slug is string => slug !== undefined)
    .map(encodeURIComponent);
  return `/${[...head, ...rest].join('/')}`;
}

const agencyLink = ({ id, name, slug, type }: Account): AgencyLink => ({ id, name, slug, type });
