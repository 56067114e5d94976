/**
 * The cache key of a shared page: the site's configured origin (server/middleware/trust.ts: never
 * a Host a visitor made up), portal, culture, currency, path and normalised query.
 * The query is normalised by sorting its parameters, so `?b=1&a=2` and `?a=2&b=1` share an entry.
 * Nothing is dropped from it: a parameter the page does not know may still change its answer
 * (a 400), and the key must never join two URLs whose pages differ.
 */
export function pageCacheKey(page: {
  origin: string;
  portalId: string;
  culture: string;
  currency: string;
  path: string;
  search: string;
}): string {
  const query = page.search ? normalisedQuery(page.search) : '';
  return `${page.origin}|${page.portalId}|${page.culture}|${page.currency}|${page.path}${query ? `?${query}` : ''}`;
}

function normalisedQuery(search: string): string {
  const params = [...new URLSearchParams(search)];
  params.sort(([a, av], [b, bv]) => compare(a, b) || compare(av, bv));
  return new URLSearchParams(params).toString();
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
