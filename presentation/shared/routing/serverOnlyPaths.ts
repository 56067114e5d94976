/**
 * Paths the Koa edge answers before any page (server/app.ts): the login round trip with the
 * provider (/auth/…, /social/…, /svc/identity), the /svc and /api calls, files and the dev mail
 * viewer. No page renders them, so the browser's router must not take a link to one: the no-match
 * page (pages/content) would claim it and show "Page not found" where the server has an answer.
 * Left unrouted, Vike's client router hands the link to the browser (a full navigation).
 */
const SERVER_ONLY_PREFIXES = ['/auth/', '/social/', '/svc/', '/api/', '/dev/', '/media/', '/assets/', '/i18n/'];

/** Whether a pathname (no query, no culture prefix) is one the server answers without a page. */
export function isServerOnlyPath(pathname: string): boolean {
  return SERVER_ONLY_PREFIXES.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix);
}
