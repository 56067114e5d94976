import type { Account } from '#domain/agents/Account';
import type { Place } from '#domain/places/Place';
import type { Facet } from '#domain/search/facets/FacetSpec';
import type { SearchEndInfo } from '#domain/search/results/searchEndInfo';
import type { Search } from '#domain/search/SearchFilters';
import type { ShellHints } from '#presentation/shell';
import type { ResultCardModel } from './results/ResultCardModel';
import type { Alternate } from '#presentation/shared/head/alternates';
import type { SeoFacetModules } from './seo/seoFacetModules';

/** One page of results as the page shows it (from POST /searches, document 001 §3 "Search result state"). */
export interface SearchResultsView {
  /** The stored search's id (absent for crawlers, whose searches are never stored). */
  searchId?: number;
  /** Its share key: the owner's (SavedSearch.shareReference), or the one the visitor's link carried. */
  shareKey?: string;
  cards: ResultCardModel[];
  total: number;
  totalRetrievable: number;
  nearbyTotal: number;
  pages: number;
  facets: Facet[];
  endInfo: SearchEndInfo;
}

/** The place the results are in, with what links and breadcrumbs need. */
export type SearchPlace = Pick<
  Place,
  'placeId' | 'type' | 'names' | 'slugs' | 'viewport' | 'countryISO' | 'latitude' | 'longitude'
>;

/** Another account as the agency page links it. */
export type AgencyLink = Pick<Account, 'id' | 'name' | 'slug' | 'type'>;

/** The search page's +data value: serialised once into the HTML, then the view-model's starting state. */
export interface SearchPageData {
  search: Search;
  results: SearchResultsView;
  place?: SearchPlace;
  country?: SearchPlace;
  /** Country down to the place's parent. */
  ancestors: SearchPlace[];
  agency?: Pick<Account, 'id' | 'name' | 'slug' | 'logoUrl' | 'address' | 'website' | 'type'> & {
    /** Head office and franchise, top down: the agency page's breadcrumbs (GET /accounts/{id}/ascendants). */
    ascendants: AgencyLink[];
    /** Related accounts (franchise, partners), each linking to its own agency page. */
    related: AgencyLink[];
  };
  /** Absolute canonical URL and hreflang alternates of this page. */
  canonicalUrl: string;
  alternates: Alternate[];
  origin: string;
  /** Leaflet tile template (the server's MAP_TILE_URL); absent: markers on a plain background. */
  mapTileUrl?: string;
  /** The visitor typed a place the header's plain form could not find (no JavaScript). */
  placeNotFound?: string;
  /** The SEO children and property types modules (document 000 §2) as the server found them; absent on the agency page. */
  seo?: SeoFacetModules;
  shell: ShellHints;
}
