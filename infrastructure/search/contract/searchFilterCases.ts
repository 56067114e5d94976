import { rateOf } from '#domain/portal/ExchangeRates';
import { nearbyArea } from '#domain/search/location/nearbyArea';
import type { SearchFilters } from '#domain/search/SearchFilters';
import type { SearchResult } from '#domain/search/results/SearchResult';
import type { SearchesContractFixture } from './SearchesContractFixture';
import { distanceTo, inPolygon, inViewport, mostCommon, type OracleListing } from './SearchOracle';

/** Every filter of document 001 §3, each checked against the oracle's reading of the demo data. */
export function describeSearchFilterCases(fixture: () => SearchesContractFixture): void {
  async function run(filters: SearchFilters, currencyId = 'EUR'): Promise<SearchResult> {
    const { searches, caller } = fixture().as('visitor');
    const result = await searches.createSearch(
      { filters, currencyId },
      { count: 1000, saveInDb: false, sort: 'updateDate', mode: 'Light' },
      caller,
    );
    if (!result.ok) throw new Error(`search failed: ${result.error.code} ${result.error.message}`);
    return result.value;
  }

  /** The service finds exactly the live listings the predicate accepts. */
  async function expectFinds(
    filters: SearchFilters,
    predicate: (l: OracleListing) => boolean,
    currencyId = 'EUR',
  ): Promise<SearchResult> {
    const expected = fixture().oracle.visible(predicate);
    expect(expected.length).toBeGreaterThan(0);
    const result = await run(filters, currencyId);
    expect(result.total).toBe(expected.length);
    const ids = new Set(expected.map((l) => l.id));
    expect(result.listings.every((l) => ids.has(l.id))).toBe(true);
    expect(result.listings).toHaveLength(Math.min(1000, expected.length));
    return result;
  }

  const rate = (currency: string) => rateOf(currency, fixture().rates);
  const ofType = (l: OracleListing, type: string) => l.type === type;
  const localityOf = (l: OracleListing) => l.ancestorPlaceIds[2];
  const busiestLocality = () =>
    mostCommon(
      fixture()
        .oracle.visible((l) => l.countryIso === 'CH')
        .map(localityOf),
    );

  describe('filters (document 001 §3)', () => {
    it('transaction type, types, sub-types and excluded types', async () => {
      await expectFinds(
        { transactionType: 'Rent', types: ['House', 'Room'] },
        (l) => l.transactionType === 'Rent' && (ofType(l, 'House') || ofType(l, 'Room')),
      );
      await expectFinds(
        { transactionType: 'Sell', excludedTypes: ['Apartment', 'House'] },
        (l) => l.transactionType === 'Sell' && !['Apartment', 'House'].includes(l.type),
      );
      await expectFinds({ subTypes: ['Villa', 'Chalet'] }, (l) => l.subType === 'Villa' || l.subType === 'Chalet');
    });

    it('classes: units only when asked for', async () => {
      const { oracle } = fixture();
      const units = oracle.listings.filter((l) => !l.isArchived && l.listingClass === 'UnitListing');
      const result = await run({ classes: ['UnitListing'] });
      expect(result.total).toBe(units.length);
      await expectFinds({ classes: ['ProjectListing'] }, (l) => l.listingClass === 'ProjectListing');
    });

    it('rooms, bedrooms, bathrooms, and studios added to the rooms range', async () => {
      await expectFinds(
        { numberOf: { rooms: { min: 3, max: 4 }, bathrooms: { min: 2 } } },
        (l) => l.rooms !== null && l.rooms >= 3 && l.rooms <= 4 && l.bathrooms !== null && l.bathrooms >= 2,
      );
      await expectFinds({ numberOf: { bedrooms: { max: 1 } } }, (l) => l.bedrooms !== null && l.bedrooms <= 1);
      await expectFinds(
        { studios: true, numberOf: { rooms: { min: 5 } } },
        (l) => (l.rooms !== null && l.rooms >= 5) || l.subType === 'StudioApartment',
      );
      await expectFinds({ studios: true }, (l) => l.subType === 'StudioApartment');
    });

    it('amenities and proximities all required; views and orientations any', async () => {
      await expectFinds(
        { amenities: ['Garden', 'Garage'] },
        (l) => l.amenities.includes('Garden') && l.amenities.includes('Garage'),
      );
      await expectFinds(
        { proximities: ['Shops', 'Park'] },
        (l) => l.proximities.includes('Shops') && l.proximities.includes('Park'),
      );
      await expectFinds(
        { viewLandscapes: ['Lake', 'Mountains'] },
        (l) => l.views.includes('Lake') || l.views.includes('Mountains'),
      );
      await expectFinds({ orientations: ['North'] }, (l) => l.orientations.includes('North'));
    });

    it('floors by number or band', async () => {
      await expectFinds({ floors: ['GroundFloor'] }, (l) => l.floor === 0);
      await expectFinds({ floors: ['3', 'UpperFloors'] }, (l) => l.floor !== null && l.floor >= 1);
    });

    it('price in the requested currency, through the EUR-normalised price', async () => {
      await expectFinds(
        { transactionType: 'Sell', price: { min: 250_000, max: 600_000 } },
        (l) =>
          l.transactionType === 'Sell' && l.priceEur * rate('CHF') >= 250_000 && l.priceEur * rate('CHF') <= 600_000,
        'CHF',
      );
      await expectFinds(
        { transactionType: 'Rent', price: { max: 1_500 } },
        (l) => l.transactionType === 'Rent' && l.priceEur * rate('USD') <= 1_500,
        'USD',
      );
    });

    it('living area in any unit, converted to square metres (document 002 §9)', async () => {
      await expectFinds(
        { area: { living: { min: 1000, max: 1500, unit: 'SquareFoot' } } },
        (l) => l.livingM2 !== null && l.livingM2 >= 1000 * 0.092903 && l.livingM2 <= 1500 * 0.092903,
      );
      await expectFinds({ area: { living: { min: 120 } } }, (l) => l.livingM2 !== null && l.livingM2 >= 120);
    });

    it('available from: by that day, no date meaning now', async () => {
      await expectFinds(
        { transactionType: 'Rent', availableFrom: { max: '2026-04-01' } },
        (l) => l.transactionType === 'Rent' && (l.availableFrom === null || l.availableFrom <= '2026-04-01'),
      );
    });

    it('luxury: at least the luxury range of the country; a lower min or a higher max cleared', async () => {
      const ch = 'CH';
      const luxuryMinChf = 2_000_000;
      const luxury = (l: OracleListing) =>
        l.countryIso === ch && l.transactionType === 'Sell' && l.priceEur * rate('CHF') >= luxuryMinChf;
      const base: SearchFilters = { transactionType: 'Sell', luxury: true, location: { placeId: ch } };
      const plain = await expectFinds(base, luxury, 'CHF');
      const cleared = await run({ ...base, price: { min: 500_000, max: 90_000_000 } }, 'CHF');
      expect(cleared.total).toBe(plain.total);
      await expectFinds(
        { ...base, price: { max: 3_000_000 } },
        (l) => luxury(l) && l.priceEur * rate('CHF') <= 3_000_000,
        'CHF',
      );
    });

    it('account: an agency with its franchise members; a developer sees projects only', async () => {
      const { oracle } = fixture();
      const visible = oracle.visible();
      const agency = mostCommon(
        visible
          .filter((l) => l.accountId !== null && oracle.accountTypes.get(l.accountId)?.type !== 'Developer')
          .map((l) => l.accountId as number),
      );
      await expectFinds({ accountId: agency }, (l) => l.accountId === agency);
      const developer = mostCommon(
        visible
          .filter((l) => l.accountId !== null && oracle.accountTypes.get(l.accountId)?.type === 'Developer')
          .map((l) => l.accountId as number),
      );
      await expectFinds(
        { accountId: developer },
        (l) =>
          l.accountId === developer && (l.listingClass === 'ProjectListing' || l.listingClass === 'ProjectAsListing'),
      );
      const franchise = [...oracle.accountTypes].find(([, a]) => a.type === 'Franchise')?.[0];
      if (franchise !== undefined) {
        const members = new Set([
          franchise,
          ...[...oracle.accountTypes].filter(([, a]) => a.related.includes(franchise)).map(([id]) => id),
        ]);
        const expected = oracle.visible((l) => l.accountId !== null && members.has(l.accountId));
        expect((await run({ accountId: franchise })).total).toBe(expected.length);
      }
    });

    it('postcode: its place, or the postcode a listing gives', async () => {
      const inPostcode = fixture().oracle.visible((l) => l.countryIso === 'FR' && l.ancestorPlaceIds.length > 3)[0];
      const postcodeId = inPostcode.ancestorPlaceIds[3];
      await expectFinds({ postcodeId }, (l) => l.postcode === postcodeId || l.ancestorPlaceIds.includes(postcodeId));
    });

    it('agent and reference', async () => {
      const sample = fixture().oracle.visible()[7];
      await expectFinds({ agentUserId: sample.agentUserId as number }, (l) => l.agentUserId === sample.agentUserId);
      await expectFinds({ ref: sample.reference }, (l) => l.reference === sample.reference);
    });

    it('location by place: exact, mapArea, nearby with its nearby total (document 001 §4)', async () => {
      const locality = busiestLocality();
      const place = await fixture().place(locality);
      const inPlace = (l: OracleListing) => l.ancestorPlaceIds.includes(locality);
      await expectFinds({ location: { placeId: locality, mode: 'exact' } }, inPlace);
      await expectFinds({ location: { placeId: locality, mode: 'mapArea' } }, (l) => inViewport(l, place.viewport));
      const nearby = await run({ location: { placeId: locality } });
      const area = nearbyArea(place);
      // Each property once over the place and its ring together (duplicate detection).
      const shown = fixture().oracle.visible((l) => inPlace(l) || distanceTo(l, area.center) <= area.radiusM);
      expect(nearby.total).toBe(shown.filter(inPlace).length);
      const ring = shown.filter((l) => !inPlace(l));
      expect(nearby.nearbyTotal).toBe(ring.length);
      expect(nearby.search.locationMode).toBe('nearby');
      const flagged = nearby.listings
        .filter((l) => l.isNearby)
        .map((l) => l.id)
        .sort();
      expect(flagged).toEqual(ring.map((l) => l.id).sort());
      // Listings in the place come first, the nearby ones after them.
      expect(nearby.listings.findIndex((l) => l.isNearby)).toBe(
        nearby.total === nearby.listings.length ? -1 : nearby.total,
      );
    });

    it('a region searches exactly by default; a country too', async () => {
      const region = fixture().oracle.visible((l) => l.countryIso === 'FR')[0].ancestorPlaceIds[1];
      const result = await expectFinds({ location: { placeId: region } }, (l) => l.ancestorPlaceIds.includes(region));
      expect(result.search.locationMode).toBe('exact');
      expect(result.nearbyTotal).toBe(0);
    });

    it('polygon, polygons and excluded polygons (point in polygon)', async () => {
      const place = await fixture().place(busiestLocality());
      const { lat, lng } = { lat: place.latitude, lng: place.longitude };
      const triangle = [
        { lat: lat - 0.05, lng: lng - 0.08 },
        { lat: lat - 0.05, lng: lng + 0.08 },
        { lat: lat + 0.06, lng },
      ];
      await expectFinds({ location: { polygon: triangle } }, (l) => inPolygon(l, triangle));
      const elsewhere = fixture().oracle.visible((l) => l.countryIso === 'PT')[0];
      const square = [
        { lat: elsewhere.latitude - 0.1, lng: elsewhere.longitude - 0.1 },
        { lat: elsewhere.latitude - 0.1, lng: elsewhere.longitude + 0.1 },
        { lat: elsewhere.latitude + 0.1, lng: elsewhere.longitude + 0.1 },
        { lat: elsewhere.latitude + 0.1, lng: elsewhere.longitude - 0.1 },
      ];
      await expectFinds(
        { location: { polygons: [triangle, square] } },
        (l) => inPolygon(l, triangle) || inPolygon(l, square),
      );
      await expectFinds(
        { location: { placeId: 'CH', excludedPolygons: [triangle] } },
        (l) => l.countryIso === 'CH' && !inPolygon(l, triangle),
      );
    });

    it('viewport', async () => {
      const place = await fixture().place(busiestLocality());
      await expectFinds({ location: { viewport: place.viewport } }, (l) => inViewport(l, place.viewport));
    });
  });

  describe('duplicates ("the same property listed by several agencies ... is shown once in search")', () => {
    /** A copy another agency published of a live property, priced apart from the first listing. */
    function duplicated(): { first: OracleListing; copy: OracleListing } {
      const { oracle } = fixture();
      const byId = new Map(oracle.listings.map((l) => [l.id, l]));
      for (const copy of oracle.matching((l) => l.duplicateOf !== null)) {
        const first = byId.get(copy.duplicateOf!);
        const account = oracle.accountTypes.get(copy.accountId ?? 0)?.type;
        const agency = account !== undefined && account !== 'Franchise' && account !== 'Developer';
        if (agency && first && !first.isArchived && Math.abs(first.priceEur - copy.priceEur) >= 2)
          return { first, copy };
      }
      throw new Error('the data set holds no live duplicated property priced apart');
    }
    const around = (l: OracleListing) => ({
      northeast: { lat: l.latitude + 0.01, lng: l.longitude + 0.01 },
      southwest: { lat: l.latitude - 0.01, lng: l.longitude - 0.01 },
    });

    it('shows the first listing of a property and counts it once', async () => {
      const { first, copy } = duplicated();
      const viewport = around(first);
      const result = await expectFinds({ location: { viewport } }, (l) => inViewport(l, viewport));
      const ids = result.listings.map((l) => l.id);
      expect(ids).toContain(first.id);
      expect(ids).not.toContain(copy.id);
    });

    it("shows another agency's copy when the search leaves the first listing out", async () => {
      const { first, copy } = duplicated();
      const viewport = around(first);
      const [min, max] =
        copy.priceEur < first.priceEur ? [0, Math.ceil(copy.priceEur)] : [Math.floor(copy.priceEur), 90_000_000];
      const result = await expectFinds(
        { transactionType: copy.transactionType as 'Sell' | 'Rent', price: { min, max }, location: { viewport } },
        (l) =>
          l.transactionType === copy.transactionType &&
          inViewport(l, viewport) &&
          l.priceEur >= min &&
          l.priceEur <= max,
      );
      expect(result.listings.map((l) => l.id)).toContain(copy.id);
    });

    it("an agency's own search finds its copy", async () => {
      const { copy } = duplicated();
      const result = await expectFinds({ accountId: copy.accountId! }, (l) => l.accountId === copy.accountId);
      expect(result.listings.map((l) => l.id)).toContain(copy.id);
    });
  });
}
