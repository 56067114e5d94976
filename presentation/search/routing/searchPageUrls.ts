import { searchPagePath, type SearchUrlTarget } from '#domain/search/searchPagePath';
import type { Search } from '#domain/search/SearchFilters';
import { type Alternate, alternates } from '#presentation/shared/head/alternates';

/** One absolute URL per culture of the portal and x-default (the portal's default culture), for hreflang links. */
export function searchAlternates(search: Search, target: SearchUrlTarget, origin: string): Alternate[] {
  return alternates(target.portal, origin, (culture) => searchPagePath(search, { ...target, culture }));
}
