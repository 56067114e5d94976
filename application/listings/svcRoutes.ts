import type { SvcRoute } from '#application/shared/svcRoute';

/** What a listing answer reads of the query (document 001 §7: mode, currencyId). */
const LISTING_QUERY = ['currencyId', 'mode'] as const;

/**
 * /svc/listings (document 001 §7 "Listings", "Publishing", and our additions: the revealed phone,
 * the price history, similar and duplicate listings). Favourites are the caller's own: a bearer,
 * when sent, names them. The one place these paths are written; the order is the router's
 * (favorites before :id, which would read 'favorites' as an id).
 */
export const LISTINGS_ROUTES = {
  favorites: { method: 'GET', path: '/listings/v2/listings/favorites', caller: 'anyone', query: ['mode', 'sort'] },
  addFavorite: { method: 'POST', path: '/listings/v2/listings/:id/favorite', caller: 'anyone' },
  removeFavorite: { method: 'DELETE', path: '/listings/v2/listings/:id/favorite', caller: 'anyone' },
  listingsByIdsQuery: {
    method: 'GET',
    path: '/listings/v2/listings',
    caller: 'none',
    query: ['ids', ...LISTING_QUERY],
  },
  listing: { method: 'GET', path: '/listings/v2/listings/:id', caller: 'none', query: LISTING_QUERY },
  contactPhone: {
    method: 'GET',
    path: '/listings/v2/contactPhone',
    caller: 'none',
    query: ['listingId', 'agentUserId'],
  },
  priceHistory: { method: 'GET', path: '/listings/v2/listings/:id/priceHistory', caller: 'none' },
  similar: { method: 'GET', path: '/listings/v2/listings/:id/similar', caller: 'none', query: LISTING_QUERY },
  duplicates: { method: 'GET', path: '/listings/v2/listings/:id/duplicates', caller: 'none', query: LISTING_QUERY },
  projectListings: {
    method: 'GET',
    path: '/listings/v1/projects/:id/listings',
    caller: 'none',
    query: LISTING_QUERY,
  },
  translate: {
    method: 'GET',
    path: '/listings/v2/listings/:id/translate',
    caller: 'none',
    query: ['field', 'language'],
  },
  projectCompanies: { method: 'POST', path: '/listings/v1/projects/companies/ids', caller: 'none', query: ['mode'] },
  repositories: { method: 'GET', path: '/listings/v2/repositories', caller: 'none' },
  repository: { method: 'GET', path: '/listings/v2/repositories/:id', caller: 'none' },
  listingsByIds: { method: 'POST', path: '/listings/v2/listings/ids', caller: 'none', query: LISTING_QUERY },
  publishPermission: {
    method: 'GET',
    path: '/listings/permission/accounts/:accountId/categories/:categoryId',
    caller: 'none',
  },
  listingsCategories: { method: 'POST', path: '/listings/publish/category', caller: 'none' },
  listingCategory: { method: 'GET', path: '/listings/publish/category/listing/:listingId', caller: 'none' },
} as const satisfies Record<string, SvcRoute>;
