/**
 * Every route the fuzz suite attacks: one line per route, added with the route. `:name` marks a
 * path parameter. A /svc route missing here fails fuzzedRoutes.test.ts (it reads the router).
 */
export interface FuzzedRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  path: string;
  /** Query parameters the route reads (the fuzzer also sends names it does not). */
  query?: readonly string[];
}

export const SVC_ROUTES: readonly FuzzedRoute[] = [
  { method: 'GET', path: '/svc/listings/v2/listings/:id', query: ['currencyId', 'mode'] },
  { method: 'POST', path: '/svc/listings/v2/listings/ids', query: ['currencyId', 'mode'] },
  { method: 'POST', path: '/svc/accounts/profiles' },
  { method: 'GET', path: '/svc/accounts/profiles/:id', query: ['mode'] },
  { method: 'PATCH', path: '/svc/accounts/profiles/:id' },
  { method: 'PUT', path: '/svc/accounts/profiles/:id/consent' },
  { method: 'PUT', path: '/svc/accounts/profiles/:id/cookiesConsent' },
  { method: 'GET', path: '/svc/accounts/users/slug/:slug', query: ['mode'] },
  { method: 'POST', path: '/svc/accounts/users/ids' },
  { method: 'GET', path: '/svc/accounts/users/:id', query: ['mode'] },
  { method: 'PATCH', path: '/svc/accounts/users/:id' },
  { method: 'GET', path: '/svc/accounts/users/:id/loginMethods' },
  { method: 'PUT', path: '/svc/accounts/users/:id/password' },
  { method: 'GET', path: '/svc/accounts/api/v1/token', query: ['hash'] },
  { method: 'GET', path: '/svc/accounts/api/users/clientswitchCode', query: ['targetClientId'] },
  { method: 'POST', path: '/svc/accounts/accounts/ids', query: ['mode'] },
  { method: 'POST', path: '/svc/accounts/accounts/ascendants' },
  { method: 'GET', path: '/svc/accounts/accounts/:id', query: ['mode', 'currencyId'] },
  { method: 'GET', path: '/svc/accounts/accounts/:id/ascendants', query: ['ascendantsType'] },
  { method: 'POST', path: '/svc/searches/searches', query: ['count', 'skip', 'mode', 'facet', 'saveInDb', 'sort'] },
  { method: 'POST', path: '/svc/searches/searches/map', query: ['zoom', 'neLat', 'neLng', 'swLat', 'swLng', 'count'] },
  { method: 'GET', path: '/svc/searches/searches', query: ['saved', 'sort', 'count', 'mode'] },
  { method: 'GET', path: '/svc/searches/searches/:id', query: ['count', 'skip', 'mode', 'facet', 'sort'] },
  { method: 'PATCH', path: '/svc/searches/searches/:id', query: ['count', 'mode'] },
  { method: 'PATCH', path: '/svc/searches/searches/:id/archive' },
  { method: 'GET', path: '/svc/searches/luxuryPriceRange', query: ['countryISO', 'currencyId', 'transactionType'] },
  { method: 'GET', path: '/svc/searches/repositories/filterable' },
  { method: 'GET', path: '/svc/portal/visitor' },
  { method: 'GET', path: '/svc/places/places/autocomplete', query: ['input', 'types', 'radius', 'location', 'count'] },
  { method: 'GET', path: '/svc/places/places/geocode', query: ['slug', 'address', 'lat', 'lng', 'countryISO'] },
  { method: 'POST', path: '/svc/places/places/ids', query: ['mode', 'placeTypesToSideload'] },
  { method: 'GET', path: '/svc/places/places', query: ['slug', 'language', 'countryISO', 'placeType'] },
  { method: 'GET', path: '/svc/places/places/:id/slugs' },
  { method: 'GET', path: '/svc/places/places/:id' },
];

/** The portal's own JSON calls outside /svc: the login page and the post-login actions. */
export const AUTH_ROUTES: readonly FuzzedRoute[] = [
  { method: 'POST', path: '/login/password' },
  { method: 'POST', path: '/login/email-code/send' },
  { method: 'POST', path: '/login/email-code' },
  { method: 'POST', path: '/login/register' },
  { method: 'POST', path: '/login/register/confirm' },
  { method: 'POST', path: '/auth/action' },
  { method: 'POST', path: '/auth/action/replay' },
  { method: 'GET', path: '/auth/login', query: ['view', 'callbackUrl', 'sourceUrl', 'action', 'email'] },
  { method: 'GET', path: '/auth/callback', query: ['state', 'code', 'error'] },
];

/** Pages (document 000 §3, 001 §2): fuzzed against a built portal by `npm run fuzz:pages`. */
export const PAGE_ROUTES: readonly FuzzedRoute[] = [
  { method: 'GET', path: '/', query: ['c'] },
  { method: 'GET', path: '/:country/:transaction', query: ['price.min', 'p', 'searchId', 'placeId', 'sort'] },
  { method: 'GET', path: '/search', query: ['q', 'placeId', 'searchId', 'zoom', 'neLat'] },
  { method: 'GET', path: '/listing/:id', query: ['searchId', 'currencyId'] },
  { method: 'GET', path: '/:slug/:id', query: ['searchId'] },
  { method: 'GET', path: '/login', query: ['view', 'callbackUrl'] },
  { method: 'GET', path: '/:anything' },
];
