import { PROPERTY_TYPES } from '#domain/listings/Listing';
import { URL_AMENITIES, URL_PROXIMITIES, URL_VIEWS } from '#domain/portal/urlWords/UrlWords';
import { DEFAULT_FACET_COUNT, type FacetName, type FacetSpec } from '#domain/search/facets/FacetSpec';
import { ORIENTATIONS } from './filters/filterFormValues';

/** The filter options that show how many results each would give (document 001 §9: facets fetch 25, display 21). */
export const FACETED_FILTERS = [
  'types',
  'rooms',
  'bedrooms',
  'bathrooms',
  'amenities',
  'proximities',
  'viewLandscapes',
  'orientations',
  'classes',
] as const satisfies readonly FacetName[];
export const FACET_DISPLAY_LIMIT = 21;

/**
 * The options the filter form's check-box lists show. Their facets ask for exactly these values,
 * so every option gets its count, a zero included, and none is lost to the 25 most frequent.
 */
const CHECKBOX_OPTIONS: Partial<Record<FacetName, readonly string[]>> = {
  types: PROPERTY_TYPES,
  amenities: URL_AMENITIES,
  proximities: URL_PROXIMITIES,
  viewLandscapes: URL_VIEWS,
  orientations: ORIENTATIONS,
};

/**
 * The results page's facets. The service counts each without its own filter (disjunctive, except
 * amenities and proximities whose ticked values are all required: domain/search/facets/facetScope),
 * so with "Apartment" ticked the other types still show their numbers, and the "2+" bedrooms chip
 * sums real counts while "3+" is chosen.
 */
export const SEARCH_PAGE_FACETS: FacetSpec[] = FACETED_FILTERS.map((name) => {
  const values = CHECKBOX_OPTIONS[name];
  return { name, count: DEFAULT_FACET_COUNT, sort: '-count', ...(values && { values: [...values] }) };
});
