import type { SearchCriteria } from '../query/SearchCriteria';
import type { FacetName } from './FacetSpec';

/**
 * THE mapping of facets to the filters they count (document 001 §3 filters, §7 facet names):
 * a facet's counts leave out its own filter group, so ticking "3 rooms" still shows how many
 * 2- and 4-room listings there are, and the property-type facet ignores the property types
 * ticked. Every other filter applies. Keys are SearchCriteria's (the filters once resolved).
 *
 * Not every facet has a group of its own:
 * - amenities and proximities: their filter wants every value ticked, so the results ARE the
 *   count of ticking one more; counted within the results, a count beside an option is what
 *   ticking it gives (left out, it would promise more listings than ticking delivers).
 * - categories: no filter reads the listing category.
 * - places: the place is where the search looks, not one of the options it counts (its children).
 */
export const FACET_OWN_FILTERS: Readonly<Record<FacetName, readonly (keyof SearchCriteria)[]>> = {
  transactionType: ['transactionType'],
  types: ['types', 'excludedTypes'],
  subTypes: ['subTypes'],
  classes: ['classes'],
  categories: [],
  amenities: [],
  proximities: [],
  // Views of either vocabulary (viewLandscapes, viewTypes) are one "any of" criterion.
  viewLandscapes: ['views'],
  orientations: ['orientations'],
  // Studio is a number-of-rooms value (document 001 §3): it goes with the rooms range.
  rooms: ['rooms', 'studios'],
  bedrooms: ['bedrooms'],
  bathrooms: ['bathrooms'],
  floors: ['floors'],
  postcode: ['postcode'],
  places: [],
  // Luxury stays: it is a filter of its own (a URL segment), not the price range.
  price: ['priceEur'],
  livingArea: ['livingM2'],
};

/**
 * The criteria a facet counts over when they differ from the search's: the search's without
 * the facet's own filter group. Undefined when that group is not set (the facet counts the
 * results as they are). Without its class filter a search keeps its class scope (a
 * developer's projects).
 */
export function facetScope(criteria: SearchCriteria, name: FacetName): SearchCriteria | undefined {
  const own = FACET_OWN_FILTERS[name].filter((key) => criteria[key] !== undefined && !isClassScope(criteria, key));
  if (own.length === 0) return undefined;
  const scope: SearchCriteria = { ...criteria };
  for (const key of own) delete scope[key];
  if (criteria.classScope && own.includes('classes')) scope.classes = criteria.classScope;
  return scope;
}

/** Classes that are only the scope (a developer's page with no class ticked) are no filter of the visitor's. */
const isClassScope = (criteria: SearchCriteria, key: keyof SearchCriteria): boolean =>
  key === 'classes' && criteria.classScope !== undefined && sameSet(criteria.classes ?? [], criteria.classScope);

const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((v) => b.includes(v));
