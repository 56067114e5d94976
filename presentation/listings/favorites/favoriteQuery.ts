/**
 * The login round trip of a favourite click (document 000 §4 "Favourite click"): "Logged-out
 * users see the login modal, which returns to the page with favoriteListingId (and
 * removeFavorite, searchId) in the query".
 */
export interface FavoriteReturn {
  listingId: number;
  remove: boolean;
  searchId?: string;
}

export const FAVORITE_QUERY = {
  listingId: 'favoriteListingId',
  remove: 'removeFavorite',
  searchId: 'searchId',
} as const;

/** The page to come back to after login, with the pending favourite in its query. */
export function favoriteReturnUrl(currentUrl: string, pending: FavoriteReturn): string {
  const url = new URL(currentUrl, 'http://portal.invalid');
  url.searchParams.set(FAVORITE_QUERY.listingId, String(pending.listingId));
  if (pending.remove) url.searchParams.set(FAVORITE_QUERY.remove, 'true');
  else url.searchParams.delete(FAVORITE_QUERY.remove);
  if (pending.searchId) url.searchParams.set(FAVORITE_QUERY.searchId, pending.searchId);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The pending favourite of a returning page, and the query without it (searchId stays: the page uses it). */
export function readFavoriteReturn(search: string): { pending?: FavoriteReturn; cleanedSearch: string } {
  const params = new URLSearchParams(search);
  const raw = params.get(FAVORITE_QUERY.listingId);
  if (raw === null) return { cleanedSearch: search };
  params.delete(FAVORITE_QUERY.listingId);
  const remove = params.get(FAVORITE_QUERY.remove) === 'true';
  params.delete(FAVORITE_QUERY.remove);
  const rest = params.toString();
  const cleanedSearch = rest ? `?${rest}` : '';
  const listingId = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (listingId < 1) return { cleanedSearch };
  return { pending: { listingId, remove, searchId: params.get(FAVORITE_QUERY.searchId) ?? undefined }, cleanedSearch };
}
