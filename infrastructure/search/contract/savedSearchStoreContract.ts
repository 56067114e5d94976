import type { SearchesContractFixture } from './SearchesContractFixture';

/** The handlers of the searches context in front of the SavedSearchStore under test, as each caller reaches them. */
export type SavedSearchStoreContractFixture = Pick<SearchesContractFixture, 'as'>;

/**
 * THE contract of SavedSearchStore (document 001 §7 "Searches"): the handlers' rules of saved
 * searches and alerts hold whichever store keeps the rows, the embedded table or a remote searches
 * service. Runs of the search itself are the SearchesService contract's (searchesServiceContract).
 */
export function describeSavedSearchStoreContract(
  adapter: string,
  fixture: () => SavedSearchStoreContractFixture,
): void {
  const as = (who: Parameters<SearchesContractFixture['as']>[0]) => fixture().as(who);
  const create = async (who: 'alice' | 'bob', filters: object, extra: object = {}) => {
    const { searches, caller } = as(who);
    const created = await searches.createSearch({ filters, ...extra }, { mode: 'NoExecute' }, caller);
    if (!created.ok) throw new Error(created.error.message);
    return created.value.search;
  };

  describe(`SavedSearchStore contract: ${adapter}`, () => {
    it('"Saving a search requires guest identified or better" (document 001 §4): an unknown guest is refused, nothing stored', async () => {
      const gus = as('gus');
      const recentOf = async () => {
        const listed = await gus.searches.listSearches({}, gus.caller);
        return listed.ok ? listed.value.total : 0;
      };
      const before = await recentOf();
      expect(
        await gus.searches.createSearch(
          { filters: { transactionType: 'Rent' }, saved: true },
          { mode: 'NoExecute' },
          gus.caller,
        ),
      ).toMatchObject({ ok: false, error: { kind: 'UNAUTHORIZED', message: 'Login required' } });
      expect(await recentOf()).toBe(before);
      const alice = as('alice');
      const saved = await alice.searches.createSearch(
        { filters: { transactionType: 'Rent' }, saved: true, title: 'Flats to rent' },
        { mode: 'NoExecute' },
        alice.caller,
      );
      expect(saved).toMatchObject({
        ok: true,
        value: { search: { saved: true, title: 'Flats to rent', createdByProfileId: alice.caller.profileId } },
      });
      const id = saved.ok ? saved.value.search.id! : 0;
      expect(await alice.searches.getSearch(id, { mode: 'NoExecute' }, alice.caller)).toMatchObject({
        ok: true,
        value: { search: { id, saved: true, title: 'Flats to rent' } },
      });
    });

    it('"Identified or authenticated profiles may … rename and delete their own searches" (document 001 §6): another profile changes nothing', async () => {
      const search = await create(
        'alice',
        { transactionType: 'Sell', types: ['House'] },
        { saved: true, title: 'Houses' },
      );
      const bob = as('bob');
      const renamed = await bob.searches.patchSearch(
        search.id!,
        { title: 'Mine now' },
        { mode: 'NoExecute' },
        bob.caller,
      );
      expect(renamed.ok).toBe(false);
      // The embedded service says whose it is not (403); a remote one hides another's search (404).
      expect(['FORBIDDEN', 'NOT_FOUND']).toContain(!renamed.ok && renamed.error.kind);
      const archived = await bob.searches.archiveSearch(search.id!, bob.caller);
      expect(archived.ok).toBe(false);
      const alice = as('alice');
      expect(await alice.searches.getSearch(search.id!, { mode: 'NoExecute' }, alice.caller)).toMatchObject({
        ok: true,
        value: { search: { saved: true, title: 'Houses' } },
      });
    });

    it('"search title 64 characters" (document 001 §9): 64 are kept, 65 refused on the title', async () => {
      const search = await create('alice', { transactionType: 'Rent', types: ['Apartment'] });
      const alice = as('alice');
      const long = 'x'.repeat(65);
      expect(
        await alice.searches.patchSearch(search.id!, { title: long }, { mode: 'NoExecute' }, alice.caller),
      ).toMatchObject({ ok: false, error: { kind: 'INVALID', field: 'title' } });
      const kept = await alice.searches.patchSearch(
        search.id!,
        { saved: true, title: 'y'.repeat(64) },
        { mode: 'NoExecute' },
        alice.caller,
      );
      expect(kept).toMatchObject({ ok: true, value: { search: { title: 'y'.repeat(64), saved: true } } });
    });

    it('"a notifications list containing the subscribe value means subscribed; an empty or null list unsubscribes" (document 001 §4)', async () => {
      const search = await create('bob', { transactionType: 'Sell', types: ['Apartment'] }, { saved: true });
      const bob = as('bob');
      const on = await bob.searches.patchSearch(
        search.id!,
        { notifications: ['Email', 'PushNotification'] },
        { mode: 'NoExecute' },
        bob.caller,
      );
      expect(on).toMatchObject({ ok: true, value: { search: { notifications: ['Email', 'PushNotification'] } } });
      const off = await bob.searches.patchSearch(
        search.id!,
        { notifications: null },
        { mode: 'NoExecute' },
        bob.caller,
      );
      expect(off).toMatchObject({ ok: true, value: { search: { notifications: [], saved: true } } });
      expect(await bob.searches.getSearch(search.id!, { mode: 'NoExecute' }, bob.caller)).toMatchObject({
        ok: true,
        value: { search: { notifications: [], saved: true } },
      });
    });

    it('"Deleting (archiving) sets saved false and removes the search from recent and saved lists" (document 001 §4)', async () => {
      const search = await create('bob', { transactionType: 'Rent', numberOf: { rooms: { min: 4 } } }, { saved: true });
      const bob = as('bob');
      const before = await bob.searches.listSearches({ saved: true, count: 100 }, bob.caller);
      expect(before.ok && before.value.searches.map((s) => s.id)).toContain(search.id);
      expect(await bob.searches.archiveSearch(search.id!, bob.caller)).toMatchObject({
        ok: true,
        value: { id: search.id, saved: false },
      });
      for (const saved of [true, false]) {
        const after = await bob.searches.listSearches({ saved, count: 100 }, bob.caller);
        expect(after.ok && after.value.searches.map((s) => s.id)).not.toContain(search.id);
      }
      expect(await bob.searches.getSearch(search.id!, { mode: 'NoExecute' }, bob.caller)).toMatchObject({
        ok: false,
        error: { kind: 'NOT_FOUND', message: `Search ${search.id} is not found` },
      });
    });

    it('"saved searches 100 (1 when shallow)", sorted -creationDate (document 001 §9): newest first, one when shallow, the same total', async () => {
      const ids: (number | undefined)[] = [];
      for (const rooms of [5, 6, 7]) {
        ids.push(
          (await create('bob', { transactionType: 'Sell', numberOf: { rooms: { min: rooms } } }, { saved: true })).id,
        );
      }
      const bob = as('bob');
      const listed = await bob.searches.listSearches({ saved: true }, bob.caller);
      if (!listed.ok) throw new Error(listed.error.message);
      expect(listed.value.searches.map((s) => s.id).filter((id) => ids.includes(id))).toEqual([...ids].reverse());
      expect(listed.value.searches.every((s) => s.saved)).toBe(true);
      const shallow = await bob.searches.listSearches({ saved: true, mode: 'shallow' }, bob.caller);
      expect(shallow).toMatchObject({ ok: true, value: { total: listed.value.total } });
      expect(shallow.ok && shallow.value.searches).toHaveLength(1);
      const visitor = as('visitor');
      expect(await visitor.searches.listSearches({ saved: true }, visitor.caller)).toMatchObject({
        ok: false,
        error: { kind: 'NOT_FOUND' },
      });
    });

    it("'Search {n} is not found' (document 001 §5) to anyone but its owner once saved; unsaved, its share reference opens it", async () => {
      const search = await create('alice', { transactionType: 'Rent', types: ['House'] });
      const bob = as('bob');
      expect(await bob.searches.getSearch(search.id!, { mode: 'NoExecute' }, bob.caller)).toMatchObject({
        ok: false,
        error: { kind: 'NOT_FOUND', code: 'SEARCH_NOT_FOUND' },
      });
      const shared = await bob.searches.getSearch(search.shareReference!, { mode: 'NoExecute' }, bob.caller);
      expect(shared).toMatchObject({ ok: true, value: { search: { id: search.id, saved: false } } });
      expect(shared.ok && shared.value.search.createdByProfileId).toBeUndefined();
      const alice = as('alice');
      await alice.searches.patchSearch(search.id!, { saved: true }, { mode: 'NoExecute' }, alice.caller);
      expect(await bob.searches.getSearch(search.shareReference!, { mode: 'NoExecute' }, bob.caller)).toMatchObject({
        ok: false,
        error: { kind: 'NOT_FOUND', message: `Search ${search.id} is not found` },
      });
    });

    it("the counters count what is new since the previous execution (document 001 §3): the owner's run dates it, a link holder's does not", async () => {
      const search = await create('alice', { transactionType: 'Sell' });
      expect(search.lastExecutionDate).toBeUndefined();
      const bob = as('bob');
      expect(await bob.searches.getSearch(search.shareReference!, { count: 1 }, bob.caller)).toMatchObject({
        ok: true,
      });
      const alice = as('alice');
      const unread = await alice.searches.getSearch(search.id!, { mode: 'NoExecute' }, alice.caller);
      expect(unread.ok && unread.value.search.lastExecutionDate).toBeUndefined();
      const run = await alice.searches.getSearch(search.id!, { count: 1 }, alice.caller);
      expect(run).toMatchObject({ ok: true, value: { search: { lastExecutionDate: expect.any(String) } } });
      const read = await alice.searches.getSearch(search.id!, { mode: 'NoExecute' }, alice.caller);
      expect(read.ok && read.value.search.lastExecutionDate).toBe(run.ok && run.value.search.lastExecutionDate);
    });

    it('"creation with saveInDb false for crawlers" (document 001 §7): a crawler\'s search is never stored', async () => {
      const { searches, caller } = as('alice');
      const created = await searches.createSearch(
        { filters: { transactionType: 'Sell' } },
        { mode: 'NoExecute', saveInDb: true },
        { ...caller, isCrawler: true },
      );
      expect(created.ok && created.value.search.id).toBeUndefined();
    });
  });
}
