import type { Search } from '#domain/search/SearchFilters';

/**
 * Whether a search's URL needs its stored id: polygons and a drawn viewport are filters no URL
 * carries (document 002 §2), so they live in the saved search that searchId points to.
 */
export function needsSearchId(search: Search): boolean {
  const location = search.filters.location;
  return Boolean(
    location?.polygon?.length || location?.polygons?.length || location?.excludedPolygons?.length || location?.viewport,
  );
}
