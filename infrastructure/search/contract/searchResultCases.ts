import { type Sorting, SORTINGS } from '#domain/portal/Portal';
import type { SearchFilters } from '#domain/search/SearchFilters';
import type { SearchExecution } from '#application/search/ports';
import type { SearchesContractFixture } from './SearchesContractFixture';
import type { OracleListing } from './SearchOracle';

/** Is `values` ordered, missing values (null) last? */
function ordered(values: readonly (number | null)[], direction: 'asc' | 'desc'): boolean {
  const present = values.filter((v): v is number => v !== null);
  const firstNull = values.indexOf(null);
  if (firstNull >= 0 && values.slice(firstNull).some((v) => v !== null)) return false;
  return present.every((v, i) => i === 0 || (direction === 'asc' ? present[i - 1] <= v : present[i - 1] >= v));
}

/** Sortings, totals, paging, end info, modes and the errors of a search run (document 001 §4, §5, §7, §9); facets: searchFacetCases. */
export function describeSearchResultCases(fixture: () => SearchesContractFixture): void {
  async function run(filters: SearchFilters, execution: SearchExecution = {}, currencyId = 'EUR') {
    const { searches, caller } = fixture().as('visitor');
    return searches.createSearch({ filters, currencyId }, { saveInDb: false, ...execution }, caller);
  }
  async function value(filters: SearchFilters, execution: SearchExecution = {}, currencyId = 'EUR') {
    const result = await run(filters, execution, currencyId);
    if (!result.ok) throw new Error(`search failed: ${result.error.code} ${result.error.message}`);
    return result.value;
  }
  const byId = () => new Map(fixture().oracle.listings.map((l) => [l.id, l]));

  describe('sortings (document 001 §9)', () => {
    const keyOf: Record<Exclude<Sorting, 'justForYou'>, [(l: OracleListing) => number | null, 'asc' | 'desc']> = {
      updateDate: [(l) => l.updatedAt, 'desc'],
      priceAsc: [(l) => l.priceEur, 'asc'],
      priceDesc: [(l) => l.priceEur, 'desc'],
      biggestPriceDrops: [(l) => (l.priceLastChangeType === 'Drop' ? -(l.priceChangeRatio ?? 0) : null), 'desc'],
      biggestPriceIncreases: [(l) => (l.priceLastChangeType === 'Increase' ? l.priceChangeRatio : null), 'desc'],
      livingArea: [(l) => l.livingM2, 'desc'],
      numberOfRooms: [(l) => l.rooms, 'desc'],
    };
    it.each(SORTINGS.filter((s): s is Exclude<Sorting, 'justForYou'> => s !== 'justForYou'))(
      '%s orders the results',
      async (sort) => {
        const result = await value({ transactionType: 'Sell' }, { sort, count: 200, mode: 'Light' });
        const rows = byId();
        const [key, direction] = keyOf[sort];
        expect(result.listings.length).toBe(200);
        expect(
          ordered(
            result.listings.map((l) => key(rows.get(l.id)!)),
            direction,
          ),
        ).toBe(true);
      },
    );

    it('justForYou ranks listings with the preferred values first', async () => {
      const result = await value(
        { transactionType: 'Sell', preferredAmenities: ['SwimmingPool'] },
        { sort: 'justForYou', count: 300, mode: 'Light' },
      );
      const flags = result.listings.map((l) => byId().get(l.id)!.amenities.includes('SwimmingPool'));
      expect(flags[0]).toBe(true);
      expect(flags.indexOf(false) < 0 || !flags.slice(flags.indexOf(false)).includes(true)).toBe(true);
    });
  });

  describe('totals, paging and end info', () => {
    it('pages follow one another; totalRetrievable and pages stop at the maximum skip', async () => {
      const all = await value({ transactionType: 'Rent' }, { count: 20, sort: 'priceAsc', mode: 'Light' });
      const first = await value({ transactionType: 'Rent' }, { count: 10, sort: 'priceAsc', mode: 'Light' });
      const second = await value({ transactionType: 'Rent' }, { count: 10, skip: 10, sort: 'priceAsc', mode: 'Light' });
      expect([...first.listings, ...second.listings].map((l) => l.id)).toEqual(all.listings.map((l) => l.id));
      expect(all.totalRetrievable).toBe(Math.min(all.total + all.nearbyTotal, 100_000));
      expect(all.pages).toBe(Math.ceil(all.totalRetrievable / 20));
      const beyond = await run({ transactionType: 'Rent' }, { skip: 100_000 });
      expect(beyond).toMatchObject({ ok: false, error: { kind: 'INVALID', code: 'MAX_SKIP_EXCEEDED', field: 'skip' } });
    });

    it('end info: zeroResults, endOfListingsFilters under 30 with filters, endOfListings', async () => {
      const empty = await value({ location: { placeId: fixture().emptyLocalityId } });
      expect(empty).toMatchObject({ total: 0, endInfo: 'zeroResults' });
      const reference = fixture().oracle.visible()[3].reference;
      expect((await value({ ref: reference })).endInfo).toBe('endOfListingsFilters');
      expect((await value({ transactionType: 'Sell' })).endInfo).toBe('endOfListings');
    });

    it('modes: NoListings counts only, Light and Full list, NoExecute only stores', async () => {
      const none = await value({ transactionType: 'Sell' }, { mode: 'NoListings' });
      expect(none.listings).toEqual([]);
      expect(none.total).toBeGreaterThan(0);
      const light = await value({ transactionType: 'Sell' }, { mode: 'Light', count: 5 });
      expect(light.listings).toHaveLength(5);
      expect(light.searchMode).toBe('Light');
      // Stored for a profile (a visitor without one stores nothing: storedSearchCases).
      const { searches, caller } = fixture().as('alice');
      const stored = await searches.createSearch(
        { filters: { transactionType: 'Sell' } },
        { mode: 'NoExecute' },
        caller,
      );
      expect(stored).toMatchObject({ ok: true, value: { searchMode: 'NoExecute', listings: [], total: 0 } });
      expect(stored.ok && stored.value.search.id).toBeGreaterThan(0);
    });
  });

  describe('invalid searches (document 001 §5)', () => {
    it.each<[string, SearchFilters, object]>([
      [
        "'min > max' on price",
        { price: { min: 500, max: 100 } },
        { kind: 'INVALID', message: 'min > max', field: 'price' },
      ],
      [
        "'min > max' on rooms",
        { numberOf: { rooms: { min: 5, max: 2 } } },
        { kind: 'INVALID', message: 'min > max', field: 'numberOf.rooms' },
      ],
      [
        'a negative range',
        { numberOf: { bedrooms: { min: -1 } } },
        { kind: 'INVALID', message: 'filters is not valid', field: 'numberOf.bedrooms.min' },
      ],
      [
        'an unknown place',
        { location: { placeId: 'XX-nowhere' } },
        { kind: 'NOT_FOUND', message: 'placeId XX-nowhere not found' },
      ],
      [
        'an unknown account',
        { accountId: 987654 },
        { kind: 'NOT_FOUND', message: 'Invalid accountId was provided', field: 'accountId' },
      ],
      ['an unparsable date', { availableFrom: { max: 'soon' } }, { kind: 'INVALID', field: 'availableFrom.max' }],
    ])('refuses %s', async (_, filters, error) => {
      expect(await run(filters)).toMatchObject({ ok: false, error });
    });

    it('refuses an unknown currency and a count above the maximum', async () => {
      expect(await run({}, {}, 'XYZ')).toMatchObject({ ok: false, error: { kind: 'INVALID', field: 'currencyId' } });
      expect(await run({}, { count: 1001 })).toMatchObject({ ok: false, error: { kind: 'INVALID', field: 'count' } });
    });
  });
}
