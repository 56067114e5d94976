import type { SearchesContractFixture } from './SearchesContractFixture';
import { inViewport } from './SearchOracle';

/** Stored searches, their owners, alerts and lists; luxury ranges; filterable repositories; the map (document 001 §3, §4, §7). */
export function describeStoredSearchCases(fixture: () => SearchesContractFixture): void {
  const as = (who: Parameters<SearchesContractFixture['as']>[0]) => fixture().as(who);

  describe('stored searches', () => {
    it("answers 'SearchId {n} is not valid' and 'Search {n} is not found'", async () => {
      const { searches, caller } = as('visitor');
      expect(await searches.getSearch('abc', {}, caller)).toMatchObject({
        ok: false,
        error: { kind: 'INVALID', message: 'SearchId abc is not valid' },
      });
      expect(await searches.getSearch('0', {}, caller)).toMatchObject({
        ok: false,
        error: { kind: 'INVALID', message: 'SearchId 0 is not valid' },
      });
      expect(await searches.getSearch(99_999_999, {}, caller)).toMatchObject({
        ok: false,
        error: { kind: 'NOT_FOUND', code: 'SEARCH_NOT_FOUND', message: 'Search 99999999 is not found' },
      });
      // Beyond the id column's range: refused before any query, never a server error.
      for (const id of ['9007199254740993', '2147483648', '1e23']) {
        expect(await searches.getSearch(id, {}, caller)).toMatchObject({ ok: false, error: { kind: 'INVALID' } });
      }
    });

    it('creates, retrieves, and patches only when the filters or the currency differ', async () => {
      const { searches, caller } = as('alice');
      const created = await searches.createSearch(
        { filters: { transactionType: 'Rent', amenities: ['Lift', 'Balcony'] }, currencyId: 'EUR' },
        { count: 3 },
        caller,
      );
      if (!created.ok) throw new Error(created.error.message);
      const id = created.value.search.id!;
      expect(created.value.search).toMatchObject({
        saved: false,
        currencyId: 'EUR',
        createdByProfileId: '101',
        automaticSubtitle: 'Rent · Balcony, Lift',
      });
      const fetched = await searches.getSearch(id, { count: 3 }, caller);
      expect(fetched.ok && fetched.value.total).toBe(created.value.total);
      const same = await searches.patchSearch(
        id,
        { filters: { amenities: ['Balcony', 'Lift', 'Lift'], transactionType: 'Rent' } },
        { mode: 'NoExecute' },
        caller,
      );
      expect(same.ok && same.value.search.filters).toEqual(created.value.search.filters);
      const other = await searches.patchSearch(
        id,
        { currencyId: 'CHF', filters: { transactionType: 'Sell' } },
        { count: 1 },
        caller,
      );
      expect(other).toMatchObject({
        ok: true,
        value: { search: { id, currencyId: 'CHF', filters: { transactionType: 'Sell' } } },
      });
    });

    it('saves for identified visitors only; only the owner changes a search, and reads it once saved', async () => {
      const alice = as('alice');
      const created = await alice.searches.createSearch(
        { filters: { transactionType: 'Sell', types: ['House'] } },
        { mode: 'NoExecute' },
        alice.caller,
      );
      if (!created.ok) throw new Error(created.error.message);
      const id = created.value.search.id!;
      const bob = as('bob');
      // Unsaved, a search is a link whoever holds its share reference may follow, without its owner's profile;
      // its sequential id alone opens nobody else's search (searches readable by counting ids).
      expect(await bob.searches.getSearch(id, { mode: 'NoExecute' }, bob.caller)).toMatchObject({
        ok: false,
        error: { kind: 'NOT_FOUND', code: 'SEARCH_NOT_FOUND' },
      });
      const reference = created.value.search.shareReference!;
      expect(reference).toMatch(new RegExp(`^${id}\\.[\\w-]{16,}$`));
      expect(await bob.searches.getSearch(`${id}.${'A'.repeat(24)}`, { mode: 'NoExecute' }, bob.caller)).toMatchObject({
        ok: false,
        error: { kind: 'NOT_FOUND' },
      });
      const shared = await bob.searches.getSearch(reference, { mode: 'NoExecute' }, bob.caller);
      expect(shared).toMatchObject({ ok: true, value: { search: { id, saved: false } } });
      expect(shared.ok && shared.value.search.createdByProfileId).toBeUndefined();
      expect(shared.ok && shared.value.search.shareReference).toBeUndefined();
      // A link holder's run is a read: the owner's last execution date and counters stay as they were.
      const before = await alice.searches.getSearch(id, { mode: 'NoExecute' }, alice.caller);
      await bob.searches.getSearch(reference, { count: 1 }, bob.caller);
      const after = await alice.searches.getSearch(id, { mode: 'NoExecute' }, alice.caller);
      expect(after.ok && after.value.search.lastExecutionDate).toBe(before.ok && before.value.search.lastExecutionDate);
      expect(
        await bob.searches.patchSearch(id, { title: 'Mine now' }, { mode: 'NoExecute' }, bob.caller),
      ).toMatchObject({ ok: false, error: { kind: 'FORBIDDEN' } });
      expect(await bob.searches.archiveSearch(id, bob.caller)).toMatchObject({
        ok: false,
        error: { kind: 'FORBIDDEN' },
      });
      const visitor = as('visitor');
      expect(
        await visitor.searches.createSearch({ filters: {}, saved: true }, { mode: 'NoExecute' }, visitor.caller),
      ).toMatchObject({ ok: false, error: { kind: 'UNAUTHORIZED', message: 'Login required' } });
      const gus = as('gus');
      expect(
        await gus.searches.createSearch({ filters: {}, saved: true }, { mode: 'NoExecute' }, gus.caller),
      ).toMatchObject({ ok: false, error: { kind: 'UNAUTHORIZED' } });
      const saved = await alice.searches.patchSearch(
        id,
        {
          saved: true,
          title: 'Houses',
          notifications: ['Email', 'PushNotification'],
          saveSearchOrigin: 'CurrentSearchOnSERP',
        },
        { mode: 'NoExecute' },
        alice.caller,
      );
      expect(saved).toMatchObject({
        ok: true,
        value: { search: { saved: true, title: 'Houses', notifications: ['Email', 'PushNotification'] } },
      });
      // Saved, it is its owner's: to anyone else 'Search {n} is not found' (document 001 §5), run or not.
      for (const stranger of [bob, visitor, gus]) {
        for (const mode of ['NoExecute', 'Light'] as const) {
          expect(await stranger.searches.getSearch(id, { mode, count: 1 }, stranger.caller)).toMatchObject({
            ok: false,
            error: { kind: 'NOT_FOUND', code: 'SEARCH_NOT_FOUND', message: `Search ${id} is not found` },
          });
        }
      }
      expect(await alice.searches.getSearch(id, { mode: 'Light', count: 1 }, alice.caller)).toMatchObject({
        ok: true,
        value: {
          search: {
            id,
            saved: true,
            title: 'Houses',
            notifications: ['Email', 'PushNotification'],
            createdByProfileId: '101',
          },
        },
      });
      expect(
        await alice.searches.createSearch({ filters: {}, title: 'x'.repeat(65) }, { mode: 'NoExecute' }, alice.caller),
      ).toMatchObject({ ok: false, error: { kind: 'INVALID', field: 'title' } });
    });

    it("does not store a crawler's search, whatever the execution asks (document 001 §6, §7)", async () => {
      const { searches, caller } = as('visitor');
      const crawler = { ...caller, isCrawler: true };
      for (const execution of [{ count: 1 }, { count: 1, saveInDb: true }]) {
        const created = await searches.createSearch({ filters: { transactionType: 'Sell' } }, execution, crawler);
        if (!created.ok) throw new Error(created.error.message);
        expect(created.value.total).toBeGreaterThan(0);
        expect(created.value.search.id).toBeUndefined();
      }
    });

    it('stores nothing for a visitor without a profile, even with saveInDb: a page view writes nothing (document 001 §7)', async () => {
      const { searches, caller } = as('visitor');
      expect(caller.profileId).toBeUndefined();
      for (const execution of [{ count: 1 }, { count: 1, saveInDb: true }]) {
        const created = await searches.createSearch({ filters: { transactionType: 'Sell' } }, execution, caller);
        if (!created.ok) throw new Error(created.error.message);
        expect(created.value.total).toBeGreaterThan(0);
        expect(created.value.search.id).toBeUndefined();
      }
    });

    it("lists the caller's recent and saved searches; 404 without a profile; archiving removes a search", async () => {
      const bob = as('bob');
      const first = await bob.searches.createSearch(
        { filters: { transactionType: 'Rent' }, saved: true, title: 'Flats' },
        { count: 1 },
        bob.caller,
      );
      const second = await bob.searches.createSearch(
        { filters: { transactionType: 'Sell' } },
        { count: 1 },
        bob.caller,
      );
      if (!first.ok || !second.ok) throw new Error('create failed');
      const recent = await bob.searches.listSearches({ sort: '-lastExecutionDate', count: 5 }, bob.caller);
      expect(recent.ok && recent.value.searches.map((s) => s.id)).toEqual(
        expect.arrayContaining([first.value.search.id, second.value.search.id]),
      );
      const saved = await bob.searches.listSearches({ saved: true, sort: '-creationDate', count: 100 }, bob.caller);
      expect(saved.ok && saved.value.searches.every((s) => s.saved)).toBe(true);
      expect(saved.ok && saved.value.searches.map((s) => s.id)).toContain(first.value.search.id);
      const visitor = as('visitor');
      expect(await visitor.searches.listSearches({}, visitor.caller)).toMatchObject({
        ok: false,
        error: { kind: 'NOT_FOUND' },
      });
      const archived = await bob.searches.archiveSearch(first.value.search.id!, bob.caller);
      expect(archived).toMatchObject({ ok: true, value: { saved: false } });
      expect(await bob.searches.getSearch(first.value.search.id!, {}, bob.caller)).toMatchObject({
        ok: false,
        error: { code: 'SEARCH_NOT_FOUND' },
      });
    });

    it('does not store a search run with saveInDb false', async () => {
      const { searches, caller } = as('alice');
      const result = await searches.createSearch(
        { filters: { transactionType: 'Sell' } },
        { saveInDb: false, count: 1 },
        caller,
      );
      expect(result.ok && result.value.search.id).toBeUndefined();
    });
  });

  describe('luxury price range and filterable repositories', () => {
    it('gives the range per country and currency, converted when needed', async () => {
      const { searches } = as('visitor');
      expect(await searches.getLuxuryPriceRange('CH', 'CHF')).toEqual({
        ok: true,
        value: { countryISO: 'CH', currencyId: 'CHF', min: 2_000_000, max: 30_000_000, active: true },
      });
      const eur = await searches.getLuxuryPriceRange('CH', 'EUR');
      expect(eur.ok && eur.value.min % 10_000).toBe(0);
      expect(await searches.getLuxuryPriceRange('JP', 'EUR')).toMatchObject({
        ok: false,
        error: { kind: 'NOT_FOUND' },
      });
    });

    it('offers the vocabularies the listings use', async () => {
      const { searches } = as('visitor');
      const result = await searches.getFilterableRepositories();
      if (!result.ok) throw new Error(result.error.message);
      const amenities = result.value.find((r) => r.name === 'amenities')!.values;
      const used = new Set(
        fixture()
          .oracle.matching((l) => l.listingClass !== 'UnitListing')
          .flatMap((l) => l.amenities),
      );
      expect(new Set(amenities)).toEqual(used);
      expect(result.value.find((r) => r.name === 'subTypes')?.byParent?.House).toContain('Villa');
    });
  });

  describe('map (document 001 §3 Map state)', () => {
    it('answers inside and outside the searched place on the visible map, markers or clusters', async () => {
      const { oracle } = fixture();
      const locality = oracle.visible((l) => l.countryIso === 'DE').map((l) => l.ancestorPlaceIds[2])[0];
      const place = await fixture().place(locality);
      const viewport = {
        northeast: { lat: place.viewport.northeast.lat + 0.3, lng: place.viewport.northeast.lng + 0.3 },
        southwest: { lat: place.viewport.southwest.lat - 0.3, lng: place.viewport.southwest.lng - 0.3 },
      };
      const inside = oracle.visible((l) => l.ancestorPlaceIds.includes(locality) && inViewport(l, viewport));
      const outside = oracle.visible((l) => !l.ancestorPlaceIds.includes(locality) && inViewport(l, viewport));
      const { searches, caller } = as('visitor');
      const markers = await searches.searchMap(
        { filters: { location: { placeId: locality } } },
        { zoom: 11, viewport },
        caller,
      );
      if (!markers.ok) throw new Error(markers.error.message);
      expect(markers.value.inside.total).toBe(inside.length);
      expect(markers.value.outside.total).toBe(outside.length);
      expect(markers.value.inside.facets.every((c) => c.count === 1)).toBe(true);
      expect(markers.value.inside.listings.map((l) => l.id).sort()).toEqual(inside.map((l) => l.id).sort());
      const clustered = await searches.searchMap(
        { filters: { location: { placeId: 'DE' } } },
        { zoom: 3, count: 2 },
        caller,
      );
      if (!clustered.ok) throw new Error(clustered.error.message);
      expect(clustered.value.inside.listings).toEqual([]);
      expect(clustered.value.inside.facets.reduce((sum, c) => sum + c.count, 0)).toBe(
        oracle.visible((l) => l.countryIso === 'DE').length,
      );
      expect(clustered.value.inside.facets.length).toBeLessThan(clustered.value.inside.total);
    });
  });
}
