import type { PageContext } from 'vike/types';

/** The country list, /all-countries (document 000 §2). */
export default function route(pageContext: PageContext) {
  return pageContext.urlPathname === '/all-countries' ? { routeParams: {} } : false;
}
