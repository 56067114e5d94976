import { PROPERTY_TYPES } from '#domain/listings/Listing';
import { URL_AMENITIES } from '#domain/portal/urlWords/UrlWords';
import { formatFacetSpec } from '#domain/search/facets/formatFacetSpec';
import { parseFacetSpec } from '#domain/search/facets/parseFacetSpec';
import { SEARCH_PAGE_FACETS } from './searchPageFacets';

describe("the results page's facets", () => {
  it('ask for every option a check-box list shows, so each shows its count, zero included', () => {
    const byName = new Map(SEARCH_PAGE_FACETS.map((spec) => [spec.name, spec]));
    expect(byName.get('types')?.values).toEqual([...PROPERTY_TYPES]);
    expect(byName.get('amenities')?.values).toEqual([...URL_AMENITIES]);
    expect(byName.get('orientations')?.values).toEqual(['South', 'East', 'West', 'North']);
    // The "n+" chips sum exact values: those facets count whatever values there are.
    expect(byName.get('bedrooms')?.values).toBeUndefined();
  });

  it('travel to /svc/searches as facet parameters the service reads back unchanged', () => {
    for (const spec of SEARCH_PAGE_FACETS)
      expect(parseFacetSpec(formatFacetSpec(spec))).toEqual({ ok: true, value: spec });
  });
});
