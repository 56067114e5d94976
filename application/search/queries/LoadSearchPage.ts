import { inject, injectable } from 'inversify';
import type { Account } from '#domain/agents/Account';
import type { Place } from '#domain/places/Place';
import type { FacetSpec } from '#domain/search/facets/FacetSpec';
import type { SearchResult } from '#domain/search/results/SearchResult';
import { formatSearchReference } from '#domain/search/saved/parseSearchReference';
import { searchNeedsPatch } from '#domain/search/saved/searchNeedsPatch';
import type { Search, SearchFilters, SearchLocation } from '#domain/search/SearchFilters';
import type { PlaceSlugs } from '#domain/search/SearchUrlContext';
import { currentSlug } from '#domain/search/searchPlaceSlugs';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { AccountsDirectory } from '#application/agents';
import { type PlaceBySlug, PlacesService } from '#application/places';
import { type SearchCaller, type SearchExecution, SearchesService } from '../ports';

export interface LoadSearchPage {
  /** The place slugs the URL named, unresolved (absent for /search and the agency page). */
  place?: PlaceSlugs;
  /** The URL's search, parsed and valid (domain/search/parseSearchUrl). */
  search: Search;
  /** The agency page's account (document 001 §2: /{agencySlug}/{agencyName?}/{accountId}). */
  agencyId?: number;
  currencyId: string;
  caller: SearchCaller;
  facets: FacetSpec[];
}

/** The URL named a place by a slug it should not use: answer with these slugs instead (permanently). */
export interface SearchPlaceRedirect {
  kind: 'placeRedirect';
  place: PlaceSlugs;
  reason: 'obsoleteSlug' | 'countryMissing';
}

export interface SearchPageContent {
  kind: 'page';
  /** The search as run: the URL's filters with the searched place's id, plus what a saved search adds (polygons). */
  search: Search;
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
}

export type SearchPageOutcome = SearchPlaceRedirect | SearchPageContent;

/** Filters no URL carries (document 002 §2): they come from the saved search that searchId names. */
const STORED_ONLY: readonly (keyof SearchLocation)[] = ['polygon', 'polygons', 'excludedPolygons', 'viewport', 'mode'];

const cannotGeocode = (slug: string): DomainError =>
  domainError('NOT_FOUND', 'PLACE_SLUG_NOT_FOUND', 'Cannot geocode place for slug', {
    field: 'placeSlug',
    values: { slug },
  });

/**
 * Everything the search results page shows for one URL: the place its slugs name (document 001
 * §5: "Place slug must resolve, else 'Cannot geocode place for slug'. A place slug must be
 * allowed, else not found"), the decisions that send the visitor elsewhere (an old slug, a
 * locality without its country: both permanent, document 001 §2), and the search itself:
 * created, or, with a searchId, retrieved or patched when the filters or the currency differ
 * (document 001 §4).
 */
@injectable()
export class LoadSearchPageHandler {
  constructor(
    @inject(SearchesService) private readonly searches: SearchesService,
    @inject(PlacesService) private readonly places: PlacesService,
    @inject(AccountsDirectory) private readonly accounts: AccountsDirectory,
  ) {}

  async execute(query: LoadSearchPage): Promise<Result<SearchPageOutcome, DomainError>> {
    const allowed = query.caller.portal.countries;
    let place: Place | undefined;
    let country: Place | undefined;
    if (query.place) {
      const resolved = await this.resolveSlugs(query.place, query.caller.language, allowed);
      if (!resolved.ok) return resolved;
      if (resolved.value.kind === 'placeRedirect') return ok(resolved.value);
      ({ place, country } = resolved.value);
    } else if (query.search.filters.location?.placeId) {
      const found = await this.places.getPlace(query.search.filters.location.placeId);
      if (!found.ok) return found;
      if (!allowed.includes(found.value.countryISO))
        return err(domainError('NOT_FOUND', 'PLACE_NOT_ALLOWED', 'Place with slug is not allowed'));
      place = found.value;
    }

    let agency: Account | undefined;
    if (query.agencyId !== undefined) {
      [agency] = await this.accounts.getAccountsByIds([query.agencyId]);
      if (!agency)
        return err(
          domainError('NOT_FOUND', 'AGENCY_NOT_FOUND', 'Invalid accountId was provided', { field: 'accountId' }),
        );
      if (agency.isArchived)
        return err(domainError('GONE', 'AGENCY_ARCHIVED', 'Agency is archived', { field: 'accountId' }));
    }
    const [agencyAscendants, agencyRelated] = agency
      ? await Promise.all([
          this.accounts.ascendantsOf(agency.id),
          this.accounts.getAccountsByIds(agency.relatedAccountIds),
        ])
      : [undefined, undefined];

    const ancestors = place ? await this.ancestorsOf(place) : [];
    country ??=
      place && place.type !== 'country' ? ancestors.find((ancestor) => ancestor.type === 'country') : undefined;

    const filters: SearchFilters = {
      ...query.search.filters,
      ...(place && { location: { ...query.search.filters.location, placeId: place.placeId } }),
      ...(query.agencyId !== undefined && { accountId: query.agencyId }),
    };
    const search: Search = { filters, params: query.search.params };
    // `/search?searchId=n` names a stored search and nothing else: open it as stored. Taking the
    // URL's (absent) filters as a change would overwrite the owner's saved search with nothing.
    const opensStored = !place && query.agencyId === undefined && isBlank(query.search.filters);
    const ran = await this.run(search, query, opensStored);
    if (!ran.ok) return ran;
    return ok({
      kind: 'page',
      search: { filters: ran.value.search.filters, params: search.params },
      place,
      country,
      ancestors,
      agency,
      ...(agency && {
        agencyAscendants: agencyAscendants ?? [],
        agencyRelated: (agencyRelated ?? []).filter((account) => !account.isArchived),
      }),
      result: ran.value,
    });
  }

  private async run(
    search: Search,
    query: LoadSearchPage,
    opensStored: boolean,
  ): Promise<Result<SearchResult, DomainError>> {
    const { caller, currencyId } = query;
    const pageSize = caller.portal.pageSize;
    const execution: SearchExecution = {
      count: pageSize,
      skip: ((search.params.page ?? 1) - 1) * pageSize,
      facets: query.facets,
      sort: search.params.sort ?? caller.portal.defaultSort,
    };
    const draft = { filters: search.filters, currencyId, portalId: caller.portal.id };
    const id = search.params.searchId;
    if (id === undefined) return this.searches.createSearch(draft, execution, caller);
    // Reading goes by the reference the URL carried: with its share key, someone else's unsaved search opens too.
    const reference = formatSearchReference({ id, shareKey: search.params.shareKey });

    if (opensStored) return this.searches.getSearch(reference, execution, caller);
    const stored = await this.searches.getSearch(
      reference,
      { mode: 'NoExecute', updateLastExecutionDate: false },
      caller,
    );
    if (!stored.ok) return stored;
    const saved = stored.value.search;
    const location: SearchLocation = { ...search.filters.location };
    for (const key of STORED_ONLY) {
      if (saved.filters.location?.[key] !== undefined && location[key] === undefined)
        Object.assign(location, { [key]: saved.filters.location[key] });
    }
    const merged = { ...draft, filters: { ...search.filters, ...(Object.keys(location).length > 0 && { location }) } };
    if (!searchNeedsPatch(saved, merged)) return this.searches.getSearch(reference, execution, caller);
    const patched = await this.searches.patchSearch(id, merged, execution, caller);
    // Someone else's search (a shared link) is not ours to change: the visitor gets a search of their own.
    if (!patched.ok && (patched.error.kind === 'FORBIDDEN' || patched.error.kind === 'UNAUTHORIZED')) {
      return this.searches.createSearch(merged, execution, caller);
    }
    return patched;
  }

  private async resolveSlugs(
    slugs: PlaceSlugs,
    language: string,
    allowed: readonly string[],
  ): Promise<Result<SearchPlaceRedirect | { kind: 'place'; place: Place; country?: Place }, DomainError>> {
    let countryMatch: PlaceBySlug | undefined;
    if (slugs.countrySlug !== undefined) {
      const countries = await this.places.findPlacesBySlug({ slug: slugs.countrySlug });
      if (!countries.ok) return countries;
      countryMatch = pick(
        countries.value.filter((m) => m.place.type === 'country' && allowed.includes(m.place.countryISO)),
        language,
      );
      if (!countryMatch) return err(cannotGeocode(slugs.countrySlug));
    }
    const found = await this.places.findPlacesBySlug({
      slug: slugs.placeSlug,
      countryISO: countryMatch?.place.countryISO,
    });
    if (!found.ok) return found;
    const match = pick(
      found.value.filter((m) => allowed.includes(m.place.countryISO)),
      language,
    );
    if (!match) return err(cannotGeocode(slugs.placeSlug));

    const place = match.place;
    let country = countryMatch?.place;
    const canonical: PlaceSlugs = { placeSlug: match.canonicalSlug };
    if (countryMatch) canonical.countrySlug = countryMatch.canonicalSlug;
    let reason: SearchPlaceRedirect['reason'] | undefined =
      match.slug.isObsolete || countryMatch?.slug.isObsolete ? 'obsoleteSlug' : undefined;
    if (place.type === 'locality' && !countryMatch) {
      // Document 001 §2: "A locality place without a country slug gets a permanent redirect to the path including the country slug".
      const countryId = place.ancestors.find((ancestor) => ancestor.type === 'country')?.placeId;
      const parents = countryId ? await this.places.getPlacesByIds({ placeIds: [countryId] }) : undefined;
      country = parents?.ok ? parents.value.places[0] : undefined;
      const countrySlug = country && currentSlug(country, match.slug.language);
      if (countrySlug) {
        canonical.countrySlug = countrySlug;
        reason = 'countryMissing';
      }
    }
    if (reason) return ok({ kind: 'placeRedirect', place: canonical, reason });
    return ok({ kind: 'place', place, country });
  }

  private async ancestorsOf(place: Place): Promise<Place[]> {
    const ids = place.ancestors.map((ancestor) => ancestor.placeId).filter((id) => id !== place.placeId);
    if (ids.length === 0) return [];
    const found = await this.places.getPlacesByIds({ placeIds: ids });
    // Breadcrumbs are a help, not the page: without them the results still show.
    if (!found.ok) return [];
    const order = new Map(ids.map((id, index) => [id, index]));
    return [...found.value.places].sort((a, b) => (order.get(a.placeId) ?? 0) - (order.get(b.placeId) ?? 0));
  }
}

/** A slug named in the visitor's language first (links shared across cultures still resolve), current slugs before obsolete ones. */
function pick(matches: readonly PlaceBySlug[], language: string): PlaceBySlug | undefined {
  const rank = (m: PlaceBySlug) => (m.slug.language === language ? 0 : 2) + (m.slug.isObsolete ? 1 : 0);
  return [...matches].sort((a, b) => rank(a) - rank(b))[0];
}

/** No filter at all: every value absent or an empty object (a bare /search URL). */
function isBlank(filters: SearchFilters): boolean {
  return Object.values(filters).every(
    (value) =>
      value === undefined ||
      (typeof value === 'object' && value !== null && !Array.isArray(value) && isBlank(value as SearchFilters)),
  );
}
