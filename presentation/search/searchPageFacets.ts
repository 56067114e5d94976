import { DEFAULT_FACET_COUNT, type FacetName, type FacetSpec } from '../../domain/search/facets/FacetSpec';

/** The filter options that show how many results each would give (document 001 §9: facets fetch 25, display 21). */
export const FACETED_FILTERS = ['types', 'rooms', 'bedrooms', 'bathrooms', 'amenities', 'proximities', 'viewLandscapes', 'orientations', 'classes'] as const satisfies readonly FacetName[];
export const FACET_DISPLAY_LIMIT = 21;

export const SEARCH_PAGE_FACETS: FacetSpec[] = FACETED_FILTERS.map((name) => ({ name, count: DEFAULT_FACET_COUNT, sort: '-count' }));
