import { searchPagePath, type SearchUrlTarget } from '#domain/search/searchPagePath';
import type { Search } from '#domain/search/SearchFilters';
import { type Alternate, alternates } from '#presentation/shared/head/alternates';

/** The path of a search is the domain's (the search page's query redirects to it): read it from there. */
export { searchPagePath, type SearchUrlTarget };

/** One absolute URL per culture of the portal and x-default (the portal's default culture), for hreflang links. */
export function searchAlternates(search: Search, target: SearchUrlTarget, origin: string): Alternate[] {
  return alternates(target.portal, origin, (culture) => searchPagePath(search, { ...target, culture }));
}
