import type { SvcRoute } from '#application/shared/svcRoute';

/** What a search's execution reads of the query (document 001 §7 "Searches"). */
const EXECUTION = ['count', 'skip', 'mode', 'facet', 'sort'] as const;

/**
 * /svc/searches (document 001 §7 "Searches"): searching needs no sign-in, a bearer, when sent,
 * names the profiles the caller acts for. The one place these paths are written.
 */
export const SEARCHES_ROUTES = {
  create: { method: 'POST', path: '/searches/searches', caller: 'anyone', query: [...EXECUTION, 'saveInDb'] },
  map: {
    method: 'POST',
    path: '/searches/searches/map',
    caller: 'anyone',
    query: ['zoom', 'neLat', 'neLng', 'swLat', 'swLng', 'count'],
  },
  list: { method: 'GET', path: '/searches/searches', caller: 'anyone', query: ['saved', 'sort', 'count', 'mode'] },
  one: { method: 'GET', path: '/searches/searches/:id', caller: 'anyone', query: EXECUTION },
  patch: { method: 'PATCH', path: '/searches/searches/:id', caller: 'anyone', query: ['count', 'mode'] },
  archive: { method: 'PATCH', path: '/searches/searches/:id/archive', caller: 'anyone' },
  luxuryPriceRange: {
    method: 'GET',
    path: '/searches/luxuryPriceRange',
    caller: 'none',
    query: ['countryISO', 'currencyId', 'transactionType'],
  },
  filterableRepositories: { method: 'GET', path: '/searches/repositories/filterable', caller: 'none' },
} as const satisfies Record<string, SvcRoute>;
