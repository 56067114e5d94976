import { inject, injectable } from 'inversify';
import type { Account } from '#domain/agents/Account';
import type { Place } from '#domain/places/Place';
import type { PageTag } from '#domain/portal/PageInvalidation';
import type { Language, Portal } from '#domain/portal/Portal';
import type { FacetSpec } from '#domain/search/facets/FacetSpec';
import { firstPageRedirect } from '#domain/search/firstPageRedirect';
import {
  placeSlugsRedirect,
  redirectAfterSearch,
  type SearchPageRedirect,
  type SearchPageUrl,
  urlRedirect,
} from '#domain/search/page/searchPageRedirect';
import { searchPageTags } from '#domain/search/page/searchPageTags';
import { parseSearchUrl } from '#domain/search/parseSearchUrl';
import type { SearchResult } from '#domain/search/results/SearchResult';
import { storedReferenceOf, withStoredSearch } from '#domain/search/saved/storedSearchInUrl';
import { searchErrors } from '#domain/search/searchErrors';
import type { Search, SearchFilters } from '#domain/search/SearchFilters';
import { searchNoindex } from '#domain/search/searchNoindex';
import { searchPagePath } from '#domain/search/searchPagePath';
import type { PlaceSlugs } from '#domain/search/SearchUrlContext';
import { parseDatabaseId } from '#domain/shared/databaseId';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { AccountsDirectory } from '#application/agents';
import { PlacesService } from '#application/places';
import { type SearchCaller, SearchesService } from '../ports';
import { agencyOf } from './searchPage/searchPageAgency';
import { ancestorsOf, bestPlaceFor, placesNamedBy, resolveSearchPlace } from './searchPage/searchPagePlace';
import { isBlank, runPageSearch } from './searchPage/runPageSearch';

/** The portal settings the search page's URLs and rules read. */
export type SearchPagePortal = Pick<
  Portal,
  'defaultCulture' | 'cultures' | 'sortings' | 'defaultSort' | 'pageSize' | 'maxSkip' | 'maxIndexableSkip'
>;

export interface LoadSearchPage {
  url: SearchPageUrl;
  /** The agency page (document 002 §2: /{agencySlug}/{agencyName?}/{accountId}) as its path named it; absent on a search page. */
  agency?: { accountId: string; name?: string };
  /** The text the header's plain form (no JavaScript) sent as q. */
  typedText?: string;
  culture: Language;
  portal: SearchPagePortal;
  currencyId: string;
  /** The visitor, as their verified session names them. */
  caller: SearchCaller;
  /** The page's HTML is shared between visitors (docs/pages.md). */
  sharedHtml: boolean;
  facets: FacetSpec[];
  /** The facet counting the place's children (the SEO children module): the places it names are looked up. */
  childrenFacet?: FacetSpec;
}

export interface SearchPageContent {
  kind: 'page';
  /** The search as run: the URL's filters with the searched place's id, plus what a saved search adds (polygons). */
  search: Search;
  /** The search as its URL shows it (the stored search's reference only where the URL cannot carry it all). */
  shown: Search;
  /** The search's own path in the page's culture: the canonical URL's. */
  path: string;
  place?: Place;
  /** The place's country, when the place is below it: its slugs go into the URL. */
  country?: Place;
  /** Country down to the place's parent, for breadcrumbs. */
  ancestors: Place[];
  agency?: Account;
  /** The agency's head office and franchise, nearest first (GET /accounts/{id}/ascendants, ascendantsType Breadcrumbs). */
  agencyAscendants?: Account[];
  /** The accounts the agency names as related (document 001 §3 Account relatedAccountIds). */
  agencyRelated?: Account[];
  result: SearchResult;
  /** The places the children facet named. */
  childPlaces: Place[];
  noindex: boolean;
  /** The typed text no place matched. */
  placeNotFound?: string;
  /** A shared page's: what invalidates its HTML. */
  invalidatedBy?: PageTag[];
}

export type SearchPageOutcome = SearchPageContent | SearchPageRedirect;

type Found = Omit<SearchPageContent, 'kind' | 'shown' | 'path' | 'childPlaces' | 'noindex' | 'placeNotFound'>;

/**
 * Everything the search results page shows for one URL, and every decision that sends the visitor
 * elsewhere. Order: the URL's own verdict (a 404/400 for a bad word or value, the old form's
 * redirect), the page past the maximum skip (to page one, document 001 §5), the place's slugs (an
 * old slug, a locality without its country: permanent, document 001 §2), then the search; a page
 * whose URL is not its search's own goes there (domain/search/page/searchPageRedirect). The search
 * runs as the visitor: their saved search opens, someone else's is 'Search {n} is not found'.
 */
@injectable()
export class LoadSearchPageHandler {
  constructor(
    @inject(SearchesService) private readonly searches: SearchesService,
    @inject(PlacesService) private readonly places: PlacesService,
    @inject(AccountsDirectory) private readonly accounts: AccountsDirectory,
  ) {}

  async execute(query: LoadSearchPage): Promise<Result<SearchPageOutcome, DomainError>> {
    const { url, portal, culture } = query;
    const codec = { language: culture, sortings: portal.sortings, defaultSort: portal.defaultSort };
    // An id no account column holds (2147483648) is as invalid as a word: it must not reach a query.
    const agencyId = query.agency && parseDatabaseId(query.agency.accountId);
    if (query.agency && agencyId === undefined) return err(searchErrors.accountIdNotValid());
    const parsed = parseSearchUrl(query.agency ? `/search${url.query}` : url.path + url.query, codec);
    if (!parsed.ok) return parsed;
    if (parsed.value.kind === 'redirect') return ok(urlRedirect(parsed.value, url));
    const match = parsed.value;
    if (!query.agency) {
      const { pageSize, maxSkip } = portal;
      const tooFar = firstPageRedirect(match.search, { ...codec, place: match.place, pageSize, maxSkip });
      if (tooFar.ok && tooFar.value) return ok(urlRedirect(tooFar.value, url));
    }

    const typed = match.place || match.search.filters.location?.placeId ? undefined : query.typedText?.trim();
    const typedPlaceId = typed
      ? await bestPlaceFor(this.places, typed, culture, query.caller.portal.countries)
      : undefined;
    const asked: Search = typedPlaceId
      ? {
          ...match.search,
          filters: {
            transactionType: 'Sell',
            ...match.search.filters,
            location: { ...match.search.filters.location, placeId: typedPlaceId },
          },
        }
      : match.search;
    // A shared page (docs/pages.md) runs the search as nobody in particular: nothing is stored for
    // it and no visitor's search id reaches the HTML; the browser stores the visitor's search after
    // hydration. A stored search named in the URL (searchId) belongs to someone: that page is theirs.
    const shared = query.sharedHtml && asked.params.searchId === undefined;
    const caller = shared
      ? { language: query.caller.language, portal: query.caller.portal, isCrawler: true }
      : query.caller;

    const found = await this.find(match.place, asked, agencyId, caller, query);
    if (!found.ok) return found;
    if (found.value.kind === 'placeRedirect') return ok(placeSlugsRedirect(url, match.place!, found.value.place));
    const page = found.value.page;
    const shown = withStoredSearch(page.search, storedReferenceOf(page.result, page.search.params));
    const { place, country, agency } = page;
    const path = searchPagePath(shown, { culture, portal, place, country, agency });
    const redirect = redirectAfterSearch({
      page: query.agency ? 'agency' : 'search',
      language: culture,
      placeInUrl: match.place !== undefined,
      placeFromTypedText: typedPlaceId !== undefined,
      place: page.place,
      country: page.country,
      asked,
      run: page.search,
      ...(page.agency && { agency: { slug: page.agency.slug, nameInUrl: query.agency?.name } }),
      path,
    });
    if (redirect) return ok(redirect);

    const placeNotFound = typed && !typedPlaceId ? typed : undefined;
    const noindex = searchNoindex(page.search, {
      pageSize: portal.pageSize,
      maxIndexableSkip: portal.maxIndexableSkip,
      place: page.place && { type: page.place.type, hasSlug: match.place !== undefined },
      total: page.result.total,
    }).noindex;
    return ok({
      kind: 'page',
      ...page,
      shown,
      path,
      childPlaces: await placesNamedBy(this.places, page.result, query.childrenFacet),
      // The typed text named no place: the page shows every listing, nothing a crawler should keep.
      noindex: noindex || placeNotFound !== undefined,
      ...(placeNotFound !== undefined && { placeNotFound }),
      ...(shared && {
        invalidatedBy: searchPageTags(page.place ?? page.country, page.result.listings, agencyId !== undefined),
      }),
    });
  }

  /** The place (by slugs or by id), the agency and the search itself (document 001 §4, §5). */
  private async find(
    slugs: PlaceSlugs | undefined,
    asked: Search,
    agencyId: number | undefined,
    caller: SearchCaller,
    query: LoadSearchPage,
  ): Promise<Result<{ kind: 'placeRedirect'; place: PlaceSlugs } | { kind: 'page'; page: Found }, DomainError>> {
    const allowed = caller.portal.countries;
    let place: Place | undefined;
    let country: Place | undefined;
    if (slugs) {
      const resolved = await resolveSearchPlace(this.places, slugs, caller.language, allowed);
      if (!resolved.ok) return resolved;
      if (resolved.value.kind === 'placeRedirect') return ok(resolved.value);
      ({ place, country } = resolved.value);
    } else if (asked.filters.location?.placeId) {
      const byId = await this.places.getPlace(asked.filters.location.placeId);
      if (!byId.ok) return byId;
      if (!allowed.includes(byId.value.countryISO))
        return err(domainError('NOT_FOUND', 'PLACE_NOT_ALLOWED', 'Place with slug is not allowed'));
      place = byId.value;
    }
    const agency = agencyId === undefined ? undefined : await agencyOf(this.accounts, agencyId);
    if (agency && !agency.ok) return agency;

    const ancestors = place ? await ancestorsOf(this.places, place) : [];
    country ??=
      place && place.type !== 'country' ? ancestors.find((ancestor) => ancestor.type === 'country') : undefined;
    const filters: SearchFilters = {
      ...asked.filters,
      ...(place && { location: { ...asked.filters.location, placeId: place.placeId } }),
      ...(agencyId !== undefined && { accountId: agencyId }),
    };
    const search: Search = { filters, params: asked.params };
    const opensStored = !place && agencyId === undefined && isBlank(asked.filters);
    const facets = query.childrenFacet ? [...query.facets, query.childrenFacet] : query.facets;
    const ran = await runPageSearch(this.searches, {
      search,
      currencyId: query.currencyId,
      caller,
      facets,
      opensStored,
    });
    if (!ran.ok) return ran;
    return ok({
      kind: 'page',
      page: {
        search: { filters: ran.value.search.filters, params: search.params },
        place,
        country,
        ancestors,
        ...(agency?.ok && agency.value),
        result: ran.value,
      },
    });
  }
}
