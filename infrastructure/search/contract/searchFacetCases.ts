import type { SearchExecution } from '#application/search/ports';
import { rateOf } from '#domain/portal/ExchangeRates';
import type { Facet, FacetSpec } from '#domain/search/facets/FacetSpec';
import { parseFacetSpec } from '#domain/search/facets/parseFacetSpec';
import type { SearchFilters } from '#domain/search/SearchFilters';
import type { SearchesContractFixture } from './SearchesContractFixture';
import { countBy, mostCommon, type OracleListing } from './SearchOracle';

const facet = (text: string): FacetSpec => {
  const parsed = parseFacetSpec(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

/** Every value the service counted, and only those, with the oracle's counts. */
function expectCounts(actual: Facet, expected: ReadonlyMap<string, number>): void {
  expect(new Map(actual.values.map((v) => [v.value, v.count]))).toEqual(expected);
}

const sum = (facet: Facet, values: readonly string[]) =>
  facet.values.filter((v) => values.includes(v.value)).reduce((total, v) => total + v.count, 0);

/**
 * Facets (document 001 §7 'name,count:n,sort:,values:,interval:'): counted per value, shaped as
 * asked, and disjunctive — each facet counts the search without its own filter group
 * (domain/search/facets/facetScope), so the same numbers come from every adapter and the oracle.
 */
export function describeSearchFacetCases(fixture: () => SearchesContractFixture): void {
  async function value(filters: SearchFilters, execution: SearchExecution, currencyId = 'EUR') {
    const { searches, caller } = fixture().as('visitor');
    const result = await searches.createSearch(
      { filters, currencyId },
      { saveInDb: false, count: 0, ...execution },
      caller,
    );
    if (!result.ok) throw new Error(`search failed: ${result.error.code} ${result.error.message}`);
    return result.value;
  }

  describe('facets', () => {
    it('count listings per value, as many as the results hold', async () => {
      const { oracle, rates } = fixture();
      const filters: SearchFilters = { transactionType: 'Sell', location: { placeId: 'CH' } };
      const inScope = oracle.visible((l) => l.transactionType === 'Sell' && l.countryIso === 'CH');
      const result = await value(
        filters,
        {
          facets: [
            facet('types'),
            facet('amenities,count:50'),
            facet('price,interval:250000,count:1000'),
            facet('places,count:100'),
          ],
        },
        'CHF',
      );
      const [types, amenities, price, places] = result.facets;
      expect(types.values.reduce((total, v) => total + v.count, 0)).toBe(result.total);
      for (const v of types.values) expect(v.count).toBe(inScope.filter((l) => l.type === v.value).length);
      for (const v of amenities.values)
        expect(v.count).toBe(inScope.filter((l) => l.amenities.includes(v.value)).length);
      const chf = rateOf('CHF', rates);
      for (const v of price.values)
        expect(v.count).toBe(
          inScope.filter((l) => Math.floor((l.priceEur * chf) / 250_000) * 250_000 === v.min).length,
        );
      expect(price.values.every((v, i) => i === 0 || price.values[i - 1].min! < v.min!)).toBe(true);
      for (const v of places.values)
        expect(v.count).toBe(inScope.filter((l) => l.ancestorPlaceIds[1] === v.value).length);
    });

    it('drop postcode values under three characters and honour count, sort and values', async () => {
      const result = await value(
        { location: { placeId: 'FR' } },
        {
          facets: [
            facet('postcode,count:1000'),
            facet('types,count:2,sort:value'),
            facet('amenities,values:Lift|Jacuzzi'),
          ],
        },
      );
      const [postcodes, types, amenities] = result.facets;
      expect(postcodes.values.length).toBeGreaterThan(0);
      expect(postcodes.values.every((v) => v.value.length >= 3)).toBe(true);
      expect(types.values.map((v) => v.value)).toEqual([...types.values.map((v) => v.value)].sort());
      expect(types.values).toHaveLength(2);
      expect(amenities.values.map((v) => v.value)).toEqual(['Lift', 'Jacuzzi']);
      expect(amenities.values[1].count).toBe(0);
    });

    it('count each group with every filter but its own: ticked rooms still show the other rooms', async () => {
      const { oracle, rates } = fixture();
      const chf = rateOf('CHF', rates);
      const ticked = ['Apartment', 'House'];
      // The search's filters, one oracle rule per facet group.
      const rules: Record<string, (l: OracleListing) => boolean> = {
        transactionType: (l) => l.transactionType === 'Sell',
        types: (l) => ticked.includes(l.type),
        rooms: (l) => l.rooms !== null && l.rooms >= 3 && l.rooms <= 4,
        amenities: (l) => l.amenities.includes('Garden'),
        price: (l) => l.priceEur * chf <= 1_500_000,
      };
      const without = (group?: string) =>
        oracle.visible(
          (l) => l.countryIso === 'CH' && Object.entries(rules).every(([name, rule]) => name === group || rule(l)),
        );
      const filters: SearchFilters = {
        transactionType: 'Sell',
        types: ['Apartment', 'House'],
        numberOf: { rooms: { min: 3, max: 4 } },
        amenities: ['Garden'],
        price: { max: 1_500_000 },
        location: { placeId: 'CH' },
      };
      const result = await value(
        filters,
        {
          facets: [
            facet('transactionType'),
            facet('types'),
            facet('rooms,count:100'),
            facet('amenities,count:100'),
            facet('bedrooms,count:100'),
            facet('price,interval:250000,count:1000'),
          ],
        },
        'CHF',
      );
      const [transaction, types, rooms, amenities, bedrooms, price] = result.facets;
      expect(result.total).toBe(without().length);
      expect(result.total).toBeGreaterThan(0);
      expectCounts(
        transaction,
        countBy(without('transactionType'), (l) => [l.transactionType]),
      );
      expectCounts(
        types,
        countBy(without('types'), (l) => [l.type]),
      );
      expectCounts(
        rooms,
        countBy(without('rooms'), (l) => [l.rooms]),
      );
      expectCounts(
        price,
        countBy(without('price'), (l) => [Math.floor((l.priceEur * chf) / 250_000) * 250_000]),
      );
      // No own filter set (bedrooms), or one every value of which is required (amenities): the results themselves.
      expectCounts(
        bedrooms,
        countBy(without(), (l) => [l.bedrooms]),
      );
      expectCounts(
        amenities,
        countBy(without(), (l) => l.amenities),
      );
      // The ticked values add up to the results; the others say what ticking them would add.
      expect(sum(types, ticked)).toBe(result.total);
      expect(sum(transaction, ['Sell'])).toBe(result.total);
      expect(transaction.values.some((v) => v.value === 'Rent' && v.count > 0)).toBe(true);
      expect(rooms.values.some((v) => (Number(v.value) < 3 || Number(v.value) > 4) && v.count > 0)).toBe(true);
    });

    it("the rooms facet leaves studios out with the rooms range; a developer's classes facet stays within its projects", async () => {
      const { oracle } = fixture();
      const roomsFacet = { facets: [facet('rooms,count:100')] };
      const plain = await value({ transactionType: 'Rent', location: { placeId: 'FR' } }, roomsFacet);
      const narrowed = await value(
        { transactionType: 'Rent', studios: true, numberOf: { rooms: { min: 5 } }, location: { placeId: 'FR' } },
        roomsFacet,
      );
      expect(narrowed.total).toBeLessThan(plain.total);
      expect(narrowed.facets[0].values).toEqual(plain.facets[0].values);

      const projects = ['ProjectListing', 'ProjectAsListing'];
      const developer = mostCommon(
        oracle
          .visible((l) => l.accountId !== null && oracle.accountTypes.get(l.accountId)?.type === 'Developer')
          .map((l) => l.accountId as number),
      );
      const classes = await value(
        { accountId: developer, classes: ['ProjectListing'] },
        { facets: [facet('classes')] },
      );
      expectCounts(
        classes.facets[0],
        countBy(
          oracle.visible((l) => l.accountId === developer && projects.includes(l.listingClass)),
          (l) => [l.listingClass],
        ),
      );
    });
  });
}
