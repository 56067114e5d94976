import type { SearchesContractFixture } from './SearchesContractFixture';

/**
 * Saved and recent searches as My home and the save-search button use them (document 001 §4
 * "Saving", "Alerts", "My home"; §7 "GET /searches (404 tolerated; params sort, mode, saved,
 * count)", "PATCH /searches/{id}", "PATCH /searches/{id}/archive"; §9 "Recent searches page 5;
 * saved searches 100 (1 when shallow)").
 */
export function describeSavedSearchListCases(fixture: () => SearchesContractFixture): void {
  const as = (who: Parameters<SearchesContractFixture['as']>[0]) => fixture().as(who);

  describe('saved and recent searches', () => {
    it('lists by -creationDate and creationDate, pages with count and skip, and answers one when shallow', async () => {
      const bob = as('bob');
      const ids: number[] = [];
      for (const rooms of [1, 2, 3]) {
        const created = await bob.searches.createSearch(
          { filters: { transactionType: 'Rent', numberOf: { rooms: { min: rooms } } }, saved: true },
          { mode: 'NoExecute' },
          bob.caller,
        );
        if (!created.ok) throw new Error(created.error.message);
        ids.push(created.value.search.id!);
      }
      const newest = await bob.searches.listSearches({ saved: true, sort: '-creationDate', count: 100 }, bob.caller);
      if (!newest.ok) throw new Error(newest.error.message);
      const order = newest.value.searches.map((s) => s.id).filter((id) => ids.includes(id!));
      expect(order).toEqual([...ids].reverse());
      const oldest = await bob.searches.listSearches({ saved: true, sort: 'creationDate', count: 100 }, bob.caller);
      expect(oldest.ok && oldest.value.searches.map((s) => s.id).filter((id) => ids.includes(id!))).toEqual(ids);
      // Infinite scroll appends: the second page starts where the first stopped, with the same total.
      const first = await bob.searches.listSearches({ saved: true, sort: '-creationDate', count: 2 }, bob.caller);
      const second = await bob.searches.listSearches(
        { saved: true, sort: '-creationDate', count: 2, skip: 2 },
        bob.caller,
      );
      if (!first.ok || !second.ok) throw new Error('list failed');
      expect(first.value.searches).toHaveLength(2);
      expect(first.value.total).toBe(newest.value.total);
      expect(second.value.total).toBe(newest.value.total);
      expect([...first.value.searches, ...second.value.searches].map((s) => s.id)).toEqual(
        newest.value.searches.slice(0, 2 + second.value.searches.length).map((s) => s.id),
      );
      const shallow = await bob.searches.listSearches({ saved: true, mode: 'shallow', count: 100 }, bob.caller);
      expect(shallow.ok && shallow.value.searches).toHaveLength(1);
      expect(shallow.ok && shallow.value.total).toBe(newest.value.total);
    });

    it('renames up to 64 characters, records the origin, and reads notifications as the subscription', async () => {
      const alice = as('alice');
      const created = await alice.searches.createSearch(
        { filters: { transactionType: 'Sell', types: ['Apartment'] } },
        { mode: 'NoExecute' },
        alice.caller,
      );
      if (!created.ok) throw new Error(created.error.message);
      const id = created.value.search.id!;
      const saved = await alice.searches.patchSearch(
        id,
        { saved: true, notifications: ['PushNotification'], saveSearchOrigin: 'SelectedSearchInOmnisearch' },
        { mode: 'NoExecute' },
        alice.caller,
      );
      expect(saved).toMatchObject({
        ok: true,
        value: {
          search: { saved: true, notifications: ['PushNotification'], saveSearchOrigin: 'SelectedSearchInOmnisearch' },
        },
      });
      const title = 'T'.repeat(64);
      expect(await alice.searches.patchSearch(id, { title }, { mode: 'NoExecute' }, alice.caller)).toMatchObject({
        ok: true,
        value: { search: { title } },
      });
      expect(
        await alice.searches.patchSearch(id, { title: `${title}!` }, { mode: 'NoExecute' }, alice.caller),
      ).toMatchObject({ ok: false, error: { kind: 'INVALID', field: 'title' } });
      // "An empty or null list unsubscribes."
      for (const notifications of [null, []]) {
        await alice.searches.patchSearch(id, { notifications: ['Email'] }, { mode: 'NoExecute' }, alice.caller);
        const off = await alice.searches.patchSearch(id, { notifications }, { mode: 'NoExecute' }, alice.caller);
        expect(off).toMatchObject({ ok: true, value: { search: { notifications: [], saved: true } } });
      }
    });

    it('archives: saved false, gone from the recent and the saved lists, and their totals', async () => {
      const bob = as('bob');
      const created = await bob.searches.createSearch(
        { filters: { transactionType: 'Sell', types: ['House'], numberOf: { rooms: { min: 6 } } }, saved: true },
        { count: 1 },
        bob.caller,
      );
      if (!created.ok) throw new Error(created.error.message);
      const id = created.value.search.id!;
      const lists = async () => {
        const recent = await bob.searches.listSearches({ sort: '-lastExecutionDate', count: 100 }, bob.caller);
        const saved = await bob.searches.listSearches({ saved: true, sort: '-creationDate', count: 100 }, bob.caller);
        if (!recent.ok || !saved.ok) throw new Error('list failed');
        return { recent: recent.value, saved: saved.value };
      };
      const before = await lists();
      expect(before.recent.searches.map((s) => s.id)).toContain(id);
      expect(before.saved.searches.map((s) => s.id)).toContain(id);
      expect(await bob.searches.archiveSearch(id, bob.caller)).toMatchObject({ ok: true, value: { id, saved: false } });
      const after = await lists();
      expect(after.recent.searches.map((s) => s.id)).not.toContain(id);
      expect(after.saved.searches.map((s) => s.id)).not.toContain(id);
      expect(after.recent.total).toBe(before.recent.total - 1);
      expect(after.saved.total).toBe(before.saved.total - 1);
      // Archived, it is nobody's to change any more, its owner's included.
      expect(await bob.searches.patchSearch(id, { title: 'Back' }, { mode: 'NoExecute' }, bob.caller)).toMatchObject({
        ok: false,
        error: { kind: 'NOT_FOUND' },
      });
    });

    it('refuses the saved list to a profile without saved-search access, and a list without a profile (404)', async () => {
      const gus = as('gus');
      expect(await gus.searches.listSearches({ saved: true }, gus.caller)).toMatchObject({
        ok: false,
        error: { kind: 'NOT_FOUND' },
      });
      const visitor = as('visitor');
      expect(
        await visitor.searches.listSearches({ sort: '-lastExecutionDate', count: 5 }, visitor.caller),
      ).toMatchObject({ ok: false, error: { kind: 'NOT_FOUND' } });
    });
  });
}
