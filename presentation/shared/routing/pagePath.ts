import { readStartupQuery } from '#domain/identity/StartupQuery';

/**
 * The page's own address as a path with its query, culture prefix included, as the address bar
 * shows it once the page has started: without the parameters start-up reads and cleans (document
 * 000 §2: c, profileId, dismissPortalSuggestion, action, and the e-mail link's hash). `urlOriginal`
 * is a path on the server and may be a whole URL in the browser; the hash is the browser's alone.
 */
export function pagePath(urlOriginal: string | undefined): string {
  if (!urlOriginal) return '/';
  const url = new URL(urlOriginal, 'http://localhost');
  return `${url.pathname}${readStartupQuery(url.search).cleanedSearch}`;
}
