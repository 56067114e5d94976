import type { PageContext } from 'vike/types';
import { matchSearchRoute } from '#presentation/search/routing/matchSearchRoute';

/** The agency search page, /{agencySlug}/{agencyName?}/{accountId} (document 001 §2); the id is checked by the data hook. */
export default function route(pageContext: PageContext) {
  const match = matchSearchRoute(pageContext.urlPathname);
  if (match?.kind !== 'agency') return false;
  return {
    routeParams: {
      accountId: match.accountId,
      ...(match.agencyName !== undefined && { agencyName: match.agencyName }),
    },
  };
}
