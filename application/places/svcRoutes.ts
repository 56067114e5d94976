import type { SvcRoute } from '#application/shared/svcRoute';

/**
 * /svc/places (document 001 §7 "Places"): the same for every caller. The one place these paths
 * are written; the order is the router's (autocomplete, geocode and ids before :id).
 */
export const PLACES_ROUTES = {
  autocomplete: {
    method: 'GET',
    path: '/places/places/autocomplete',
    caller: 'none',
    query: ['input', 'types', 'radius', 'location', 'count'],
  },
  geocode: {
    method: 'GET',
    path: '/places/places/geocode',
    caller: 'none',
    query: ['slug', 'address', 'lat', 'lng', 'countryISO'],
  },
  byIds: { method: 'POST', path: '/places/places/ids', caller: 'none', query: ['mode', 'placeTypesToSideload'] },
  bySlug: {
    method: 'GET',
    path: '/places/places',
    caller: 'none',
    query: ['slug', 'language', 'countryISO', 'placeType', 'mode'],
  },
  children: { method: 'GET', path: '/places/places/:id/children', caller: 'none' },
  slugs: { method: 'GET', path: '/places/places/:id/slugs', caller: 'none' },
  place: { method: 'GET', path: '/places/places/:id', caller: 'none' },
} as const satisfies Record<string, SvcRoute>;

/** /svc/local (document 001 §7 "Local"): country names and local slugs, the same for every caller. */
export const LOCAL_ROUTES = {
  countryNames: { method: 'GET', path: '/local/api/countrynames', caller: 'none', query: ['language'] },
  slugs: { method: 'GET', path: '/local/api/slugs', caller: 'none', query: ['id', 'idType', 'subType', 'locale'] },
} as const satisfies Record<string, SvcRoute>;

/**
 * /svc/statistics (document 001 §7 "Statistics": GET /v2/gateway/locationprice/{locationId}/summary,
 * /summary/{transactionType}, /chart, /descendantsrating, /children; GET /v2/locations/{id}): the
 * same for every caller. The one place these paths are written.
 */
const LOCATION_PRICE = '/statistics/v2/gateway/locationprice/:locationId';
const FIGURE_FILTERS = ['transactionType', 'propertyType', 'currencyId'] as const;
export const STATISTICS_ROUTES = {
  summary: { method: 'GET', path: `${LOCATION_PRICE}/summary`, caller: 'none', query: FIGURE_FILTERS },
  summaryOfTransaction: {
    method: 'GET',
    path: `${LOCATION_PRICE}/summary/:transactionType`,
    caller: 'none',
    query: FIGURE_FILTERS,
  },
  chart: { method: 'GET', path: `${LOCATION_PRICE}/chart`, caller: 'none', query: FIGURE_FILTERS },
  descendantsRating: {
    method: 'GET',
    path: `${LOCATION_PRICE}/descendantsrating`,
    caller: 'none',
    query: FIGURE_FILTERS,
  },
  children: { method: 'GET', path: `${LOCATION_PRICE}/children`, caller: 'none', query: FIGURE_FILTERS },
  location: { method: 'GET', path: '/statistics/v2/locations/:locationId', caller: 'none' },
} as const satisfies Record<string, SvcRoute>;
