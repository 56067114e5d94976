import { aListing } from '#test/mothers/domain/ListingMother';
import type { Place } from '#domain/places/Place';
import type { MapSearchResult, SearchListing, SearchResult } from '#domain/search/results/SearchResult';
import type { Search } from '#domain/search/SearchFilters';
import { toResultsView } from '#presentation/search/results/toResultsView';
import type { SearchPageData } from '#presentation/search/SearchPageData';
import type { SearchPageSettings } from '#presentation/search/searchPageSettings';

/** Test data for the search page (an Object Mother): Geneva, apartments to buy, two results. */
export const aPlace = (overrides: Partial<Place> = {}): Place => ({
  placeId: 'place-geneve',
  type: 'locality',
  names: { en: 'Geneva', fr: 'Genève', de: 'Genf' },
  ancestors: [{ type: 'country', placeId: 'place-ch' }],
  slugs: [
    { slug: 'geneve', language: 'fr', isObsolete: false },
    { slug: 'geneva', language: 'en', isObsolete: false },
    { slug: 'genf', language: 'de', isObsolete: false },
  ],
  viewport: { northeast: { lat: 46.25, lng: 6.2 }, southwest: { lat: 46.15, lng: 6.08 } },
  countryISO: 'CH',
  isEU: false,
  latitude: 46.2,
  longitude: 6.14,
  ...overrides,
});

export const aCountry = (): Place =>
  aPlace({
    placeId: 'place-ch',
    type: 'country',
    names: { en: 'Switzerland', fr: 'Suisse', de: 'Schweiz' },
    ancestors: [],
    slugs: [
      { slug: 'suisse', language: 'fr', isObsolete: false },
      { slug: 'switzerland', language: 'en', isObsolete: false },
      { slug: 'schweiz', language: 'de', isObsolete: false },
    ],
  });

export const aSearchListing = (id: number, overrides: Partial<SearchListing> = {}): SearchListing => ({
  ...aListing({ id }),
  isNearby: false,
  isUnread: false,
  ...overrides,
});

export function aSearchResult(search: Search, overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    search: {
      id: 41,
      filters: search.filters,
      params: {},
      saved: false,
      notifications: [],
      currencyId: 'CHF',
      portalId: 'ch',
      unreadTotal: 0,
      priceDropsTotal: 0,
      priceIncreasesTotal: 0,
      automaticTitle: '',
      automaticSubtitle: '',
      creationDate: '2025-01-01T00:00:00Z',
    },
    searchMode: 'Full',
    listings: [aSearchListing(1), aSearchListing(2)],
    projects: [],
    total: 2,
    totalRetrievable: 2,
    nearbyTotal: 0,
    pages: 1,
    facets: [{ name: 'types', values: [{ value: 'Apartment', count: 2 }] }],
    unreadTotal: 0,
    priceDropsTotal: 0,
    priceIncreasesTotal: 0,
    endInfo: 'endOfListings',
    ...overrides,
  };
}

export function aMapResult(search: Search, overrides: Partial<MapSearchResult> = {}): MapSearchResult {
  return {
    search: aSearchResult(search).search,
    inside: { listings: [aSearchListing(1)], facets: [], total: 1 },
    outside: { listings: [], facets: [], total: 0 },
    ...overrides,
  };
}

export const SETTINGS: SearchPageSettings = {
  culture: 'fr',
  currency: 'CHF',
  isCrawler: false,
  portal: {
    id: 'ch',
    name: 'Homefinder Switzerland',
    countryISO: 'CH',
    countries: ['CH'],
    cultures: ['de', 'fr', 'it', 'en'],
    defaultCulture: 'de',
    defaultCurrency: 'CHF',
    pageSize: 20,
    maxSkip: 100000,
    sortings: [
      'justForYou',
      'updateDate',
      'priceAsc',
      'priceDesc',
      'biggestPriceDrops',
      'biggestPriceIncreases',
      'livingArea',
      'numberOfRooms',
    ],
    defaultSort: 'justForYou',
  },
};

export function aSearchPageData(
  search: Search = {
    filters: { transactionType: 'Sell', types: ['Apartment'], location: { placeId: 'place-geneve' } },
    params: {},
  },
): SearchPageData {
  return {
    search,
    results: toResultsView(aSearchResult(search), 'fr'),
    place: aPlace(),
    country: aCountry(),
    ancestors: [aCountry()],
    canonicalUrl: 'https://www.homefinder.ch/fr/suisse/geneve/acheter/appartements',
    alternates: [],
    origin: 'https://www.homefinder.ch',
    shell: { page: 'search' },
  };
}
