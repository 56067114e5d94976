import type { Place } from '#domain/places/Place';
import { SORTINGS } from '#domain/portal/Portal';
import type { SearchUrlTarget } from '#domain/search/searchPagePath';
import { aCountry, aPlace } from '#test/mothers/search/SearchPageMother';
import { SEO_LIMITS, seoFacetModules } from './seoFacetModules';

const portal: SearchUrlTarget['portal'] = {
  defaultCulture: 'en',
  cultures: ['en', 'fr'],
  sortings: [...SORTINGS],
  defaultSort: 'justForYou',
};
const switzerland = aCountry();
const canton = (id: string, name: string): Place =>
  aPlace({
    placeId: id,
    type: 'administrative_area_level_1',
    names: { en: name },
    ancestors: [{ type: 'country', placeId: switzerland.placeId }],
    slugs: [{ slug: id, language: 'en', isObsolete: false }],
  });

describe('the SEO children and property types modules of a search page (document 000 §2)', () => {
  const search = {
    filters: { transactionType: 'Rent' as const, location: { placeId: switzerland.placeId } },
    params: {},
  };

  it("links the searched place's children of an allowed type, most results first, each a search of the same transaction there", () => {
    const modules = seoFacetModules({
      search,
      facets: [
        {
          name: 'places',
          values: [
            { value: 'vaud', count: 4 },
            { value: 'zurich', count: 9 },
            { value: 'geneve-town', count: 7 }, // a locality: not a child type of a country (document 001 §5)
            { value: 'empty', count: 0 },
            { value: 'unknown', count: 3 },
          ],
        },
      ],
      place: switzerland,
      childPlaces: [
        canton('vaud', 'Vaud'),
        canton('zurich', 'Zürich'),
        canton('empty', 'Empty'),
        aPlace({ placeId: 'geneve-town' }),
      ],
      target: { culture: 'en', portal },
    });
    expect(modules.children).toEqual([
      { key: 'zurich', name: 'Zürich', href: '/switzerland/zurich/rent', count: 9 },
      { key: 'vaud', name: 'Vaud', href: '/switzerland/vaud/rent', count: 4 },
    ]);
  });

  it('links each property type with results here, and keeps to 40 links', () => {
    const modules = seoFacetModules({
      search,
      facets: [
        {
          name: 'types',
          values: [
            { value: 'House', count: 2 },
            { value: 'Apartment', count: 30 },
            { value: 'Parking', count: 0 },
          ],
        },
        {
          name: 'places',
          values: Array.from({ length: 50 }, (_, i) => ({ value: `c${i}`, count: 100 - i })),
        },
      ],
      place: switzerland,
      childPlaces: Array.from({ length: 50 }, (_, i) => canton(`c${i}`, `Canton ${i}`)),
      target: { culture: 'en', portal },
    });
    expect(modules.types.map(({ key, count }) => [key, count])).toEqual([
      ['Apartment', 30],
      ['House', 2],
    ]);
    expect(modules.types[0]!.href).toMatch(/^\/switzerland\/rent\/apartments?/);
    expect(modules.children).toHaveLength(SEO_LIMITS.expanded);
  });
});
