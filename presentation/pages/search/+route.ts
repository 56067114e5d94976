import type { PageContext } from 'vike/types';
import { matchSearchRoute } from '#presentation/search/routing/matchSearchRoute';

/**
 * Every search route of document 000 §2 (/search, the place-first form, its short form with a
 * special combination, the old form that redirects). Parsing is the data hook's: a bad filter
 * word must still reach this page to answer 404 'Property slug is not supported'.
 */
export default function route(pageContext: PageContext) {
  return matchSearchRoute(pageContext.urlPathname)?.kind === 'search' ? { routeParams: {} } : false;
}
