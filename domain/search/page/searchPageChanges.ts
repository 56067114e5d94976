import type { LatLng } from '../../places/geometry/LatLng';
import type { Viewport } from '../../places/Place';
import { roundCoordinate } from '../../places/geometry/roundCoordinate';
import { wrapLongitude } from '../../places/geometry/wrapLongitude';
import type { Sorting } from '../../portal/Portal';
import { samePriceRange } from '../luxury/clearLuxuryPrice';
import type { GeoParams, Search, SearchFilters, SearchParams } from '../SearchFilters';

/*
 * What a visitor's change on the search page makes of the search (document 001 §3 "Search",
 * §4 "Search flow"): a new search starts again at its first page, and one whose filters changed
 * is no longer the stored search the URL named. Pure: the page's view-model runs what they answer.
 */

/** Back to the first page, and no longer the stored search the URL named. */
const fresh = (params: SearchParams): SearchParams => ({
  ...params,
  page: undefined,
  searchId: undefined,
  shareKey: undefined,
});

/** New filters from the form: the place, the drawn area and the agency stay; paging starts again. */
export function withFormFilters(search: Search, filters: SearchFilters): Search {
  const { location, accountId } = search.filters;
  return {
    filters: { ...filters, ...(location && { location }), ...(accountId !== undefined && { accountId }) },
    params: fresh(search.params),
  };
}

/** Another of the portal's sortings (the default one is left out of the URL); undefined for one it has not. */
export function withSort(
  search: Search,
  sort: Sorting,
  portal: { sortings: readonly Sorting[]; defaultSort: Sorting },
): Search | undefined {
  if (!portal.sortings.includes(sort)) return undefined;
  return {
    filters: search.filters,
    params: { ...search.params, sort: sort === portal.defaultSort ? undefined : sort, page: undefined },
  };
}

/** The search at a page (1-based; the first is left out of the URL). */
export function atPage(search: Search, page: number): Search {
  return { filters: search.filters, params: { ...search.params, page: page > 1 ? page : undefined } };
}

/** Another page; undefined for no page or the same one. */
export function withPage(search: Search, page: number): Search | undefined {
  if (!Number.isSafeInteger(page) || page < 1 || page === (search.params.page ?? 1)) return undefined;
  return atPage(search, page);
}

/** Where the map shows, kept in the URL (lat, lng, zoom); undefined when it shows there already. */
export function withMapPosition(
  search: Search,
  geo: Required<Pick<GeoParams, 'lat' | 'lng' | 'zoom'>>,
): Search | undefined {
  const current = search.params.geo;
  if (current?.lat === geo.lat && current.lng === geo.lng && current.zoom === geo.zoom) return undefined;
  return { filters: search.filters, params: { ...search.params, geo } };
}

/**
 * A search inside an area drawn on the map: coordinates rounded to 13 decimals, longitudes
 * wrapped; undefined for fewer than three points (no area).
 */
export function withDrawnArea(search: Search, points: readonly LatLng[]): Search | undefined {
  if (points.length < 3) return undefined;
  const polygon = points.map(({ lat, lng }) => ({
    lat: roundCoordinate(lat),
    lng: roundCoordinate(wrapLongitude(lng)),
  }));
  return {
    filters: { ...search.filters, location: { ...search.filters.location, polygon } },
    params: fresh(search.params),
  };
}

/** The search without its drawn area. */
export function withoutDrawnArea(search: Search): Search {
  const { polygon: _polygon, ...location } = search.filters.location ?? {};
  return { filters: { ...search.filters, location }, params: fresh(search.params) };
}

/**
 * The search inside the visible part of the map (document 001 §3 map state); undefined when the
 * area is the one searched already.
 */
export function withMapArea(search: Search, viewport: Viewport): Search | undefined {
  const current = search.filters.location?.viewport;
  if (current && JSON.stringify(current) === JSON.stringify(viewport)) return undefined;
  return {
    filters: { ...search.filters, location: { ...search.filters.location, viewport } },
    params: fresh(search.params),
  };
}

/**
 * The search with the price the service searched: it clears a price bound the luxury range makes
 * pointless (document 001 §5), and the price box and the URL show the price searched, not the one
 * typed. Undefined when the service searched the price typed.
 */
export function withSearchedPrice(search: Search, searched: SearchFilters['price']): Search | undefined {
  if (samePriceRange(searched, search.filters.price)) return undefined;
  const { price: _typed, ...filters } = search.filters;
  return { ...search, filters: searched ? { ...filters, price: searched } : filters };
}
