import type { PropertyType } from '#domain/listings/Listing';
import { ALLOWED_CHILD_TYPES } from '#domain/places/children/placeChildren';
import type { Place } from '#domain/places/Place';
import type { Facet, FacetSpec } from '#domain/search/facets/FacetSpec';
import type { Search } from '#domain/search/SearchFilters';
import { searchPagePath, type SearchUrlTarget } from '#domain/search/searchPagePath';

/**
 * Document 000 §2 content modules "SEO children, SEO property types" on the search page (* "children and property types: limits 10, 5 on mobile, reduced, 40 expanded").
 */
export const SEO_LIMITS = { reduced: 10, mobile: 5, expanded: 40 } as const;

/** The children of the searched place counted (the facet request, most listings first). */
export const SEO_CHILDREN_FACET: FacetSpec = { name: 'places', count: SEO_LIMITS.expanded, sort: '-count' };

/** One crawlable link of a module: a place (its name) or a property type (its key), and its results. */
export interface SeoLink {
  key: string;
  /** The place's name in the page's culture; absent for a property type (the page translates its key). */
  name?: string;
  href: string;
  count: number;
}

export interface SeoFacetModules {
  children: SeoLink[];
  types: SeoLink[];
}

export interface SeoFacetInput {
  search: Search;
  facets: readonly Facet[];
  place?: Place;
  country?: Place;
  /** The places the children facet named, as the places service found them. */
  childPlaces: readonly Place[];
  target: Omit<SearchUrlTarget, 'place' | 'country' | 'agency'>;
}

/**
 * The two modules' links, most results first, at most 40 each, none without results: the searched
 * place's children of the types document 001 §5 allows (the countries without a place), each a search
 * of the same transaction and property types there; and the property types with their counts here.
 */
export function seoFacetModules(input: SeoFacetInput): SeoFacetModules {
  const { search, facets, place, country, target } = input;
  const transactionType = search.filters.transactionType ?? 'Sell';
  const types = search.filters.types;
  const allowed = place ? ALLOWED_CHILD_TYPES[place.type] : ['country'];
  const byId = new Map(input.childPlaces.map((child) => [child.placeId, child]));
  const values = (name: Facet['name']) =>
    (facets.find((facet) => facet.name === name)?.values ?? [])
      .filter((value) => value.count > 0)
      .toSorted((a, b) => b.count - a.count);

  const children = values('places').flatMap(({ value, count }) => {
    const child = byId.get(value);
    if (!child || !allowed.includes(child.type)) return [];
    const childCountry = child.type === 'country' ? undefined : place?.type === 'country' ? place : country;
    const href = searchPagePath(
      { filters: { transactionType, ...(types && { types }), location: { placeId: child.placeId } }, params: {} },
      { ...target, place: child, ...(childCountry && { country: childCountry }) },
    );
    return [{ key: child.placeId, name: child.names[target.culture] ?? child.names.en ?? child.placeId, href, count }];
  });

  const typeLinks = values('types').map(({ value, count }) => ({
    key: value,
    href: searchPagePath(
      {
        filters: {
          transactionType,
          types: [value as PropertyType],
          ...(place && { location: { placeId: place.placeId } }),
        },
        params: {},
      },
      { ...target, ...(place && { place }), ...(country && { country }) },
    ),
    count,
  }));
  return { children: children.slice(0, SEO_LIMITS.expanded), types: typeLinks.slice(0, SEO_LIMITS.expanded) };
}
