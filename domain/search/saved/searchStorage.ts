import type { SearchFilters } from '../SearchFilters';

/**
 * Whether a search's area is one no URL carries: drawn polygons and a map viewport (document 002
 * §2). Such a search lives in the stored search its `searchId` points to, or nowhere.
 */
export function holdsAreaNoUrlCarries(filters: Pick<SearchFilters, 'location'>): boolean {
  const location = filters.location;
  return Boolean(
    location?.polygon?.length || location?.polygons?.length || location?.excludedPolygons?.length || location?.viewport,
  );
}

/**
 * Whether a run search is stored (document 001 §6, §7 "recent searches"): crawlers (saveInDb false)
 * get results and no stored search. A visitor without a profile gets none either: a page view
 * writes nothing, and nobody could find the search again among their recent searches
 * (docs/pages.md "When a profile is born"). Except the area they drew or moved the map to, which
 * only a stored search can carry into the page's URL: that is their act, not a page view, and the
 * retention job removes such searches after `ANONYMOUS_SEARCH_RETENTION_DAYS`.
 */
export function isSearchStored(run: {
  saveInDb?: boolean;
  isCrawler: boolean;
  profileId?: string;
  filters: Pick<SearchFilters, 'location'>;
}): boolean {
  if (run.saveInDb === false || run.isCrawler) return false;
  return run.profileId !== undefined || holdsAreaNoUrlCarries(run.filters);
}
