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
