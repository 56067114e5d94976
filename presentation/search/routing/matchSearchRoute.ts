import { urlWordOf } from '#domain/portal/urlWords/urlWordLookup';

/** Which search page a path (culture prefix already stripped) belongs to, before any parsing. */
export type SearchRoute = { kind: 'search' } | { kind: 'agency'; agencyName?: string; accountId: string };

const segmentsOf = (pathname: string): string[] | undefined => {
  try {
    return pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment).toLowerCase());
  } catch {
    return undefined;
  }
};
const isTransaction = (slug: string | undefined) => slug !== undefined && urlWordOf('transaction', slug) !== undefined;

/**
 * The search routes of document 000 §2, told apart by where a transaction word stands (no place
 * slug may be one, document 002 §5): /search (any language's word), the place-first form
 * /{countrySlug?}/{placeSlug}/{transactionType}/… and its short form ending in a special
 * combination, and the old form /{transactionType}/{propertyType}/… that redirects. Whether
 * the rest of the path is valid is the codec's answer, given by the page as a 404 or 400, so
 * a typo in a filter word still reaches the search page. Agency search pages are
 * /{agencySlug}/{agencyName?}/{accountId}, the first word being the agency segment of any language.
 */
export function matchSearchRoute(pathname: string): SearchRoute | undefined {
  const segments = segmentsOf(pathname);
  if (!segments || segments.length === 0) return undefined;
  if (segments.length === 1) return urlWordOf('segment', segments[0]) === 'search' ? { kind: 'search' } : undefined;
  if (isTransaction(segments[0]) || isTransaction(segments[1]) || isTransaction(segments[2])) return { kind: 'search' };
  if (urlWordOf('segment', segments[0]) === 'agency' && segments.length <= 3) {
    const raw = pathname.split('/').filter(Boolean);
    return segments.length === 3
      ? { kind: 'agency', agencyName: raw[1], accountId: raw[2] }
      : { kind: 'agency', accountId: raw[1] };
  }
  return undefined;
}
