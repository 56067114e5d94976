import { ArchiveSearchHandler } from './ArchiveSearch';
import { CreateSearchHandler } from './CreateSearch';
import { PatchSearchHandler } from './PatchSearch';
import { GetSearchHandler } from '../queries/GetSearch';
import { ListSearchesHandler } from '../queries/ListSearches';
import { callers, fakeSearchEngine } from '#test/doubles/search/fakeSearchEngine';
import { InMemorySavedSearchStore } from '#test/doubles/search/InMemorySavedSearchStore';

const T0 = new Date('2026-03-02T10:00:00Z');

function handlers() {
  const store = new InMemorySavedSearchStore();
  const engine = fakeSearchEngine();
  let now = T0;
  const clock = { now: () => now };
  const confirmations: number[] = [];
  const requester = {
    execute: async (c: { profileId: number }) => {
      confirmations.push(c.profileId);
      return true;
    },
  };
  let key = 0;
  const keys = { next: () => `key-${++key}-abcdefghijklmnop` };
  return {
    store,
    confirmations,
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
    create: new CreateSearchHandler(engine, store, clock, keys, requester),
    get: new GetSearchHandler(engine, store, clock),
    patch: new PatchSearchHandler(engine, store, clock, requester),
    archive: new ArchiveSearchHandler(store, clock),
    list: new ListSearchesHandler(store),
  };
}

async function created(h: ReturnType<typeof handlers>, caller = callers.alice) {
  const result = await h.create.execute({ search: { filters: { transactionType: 'Sell' } }, execution: {}, caller });
  if (!result.ok) throw new Error(result.error.message);
  return result.value.search;
}

describe('stored searches handlers', () => {
  it('document 001 §4: saving needs guest identified or better', async () => {
    const h = handlers();
    for (const caller of [callers.visitor, callers.gus]) {
      const result = await h.create.execute({ search: { filters: {}, saved: true }, execution: {}, caller });
      expect(result).toMatchObject({ ok: false, error: { kind: 'UNAUTHORIZED' } });
    }
    expect(h.store.rows.size).toBe(0);
  });

  it('document 001 §6: a crawler runs a search and stores none', async () => {
    const h = handlers();
    const result = await h.create.execute({ search: { filters: {} }, execution: {}, caller: callers.crawler });
    expect(result).toMatchObject({ ok: true, value: { total: 3 } });
    expect(result.ok && result.value.search.id).toBeUndefined();
    expect(h.store.rows.size).toBe(0);
  });

  it('document 001 §5: an invalid draft is refused before anything is stored', async () => {
    const h = handlers();
    const result = await h.create.execute({
      search: { filters: {}, currencyId: 'XXX' },
      execution: {},
      caller: callers.alice,
    });
    expect(result.ok).toBe(false);
    expect(h.store.rows.size).toBe(0);
  });

  it('stamps a new search with the clock: created, updated and run now', async () => {
    const h = handlers();
    const search = await created(h);
    expect(search).toMatchObject({ creationDate: T0.toISOString(), lastExecutionDate: T0.toISOString() });
    expect(h.store.rows.get(search.id!)!.updatedAt).toEqual(T0);
  });

  it('document 001 §6: only the owner renames or deletes; the search is not found to others', async () => {
    const h = handlers();
    const { id } = await created(h);
    expect(
      await h.patch.execute({ id: id!, patch: { title: 'Mine' }, execution: {}, caller: callers.bob }),
    ).toMatchObject({ ok: false, error: { kind: 'FORBIDDEN' } });
    expect(await h.archive.execute({ id: id!, caller: callers.bob })).toMatchObject({
      ok: false,
      error: { kind: 'FORBIDDEN' },
    });
    expect(await h.get.execute({ id: id!, execution: {}, caller: callers.bob })).toMatchObject({
      ok: false,
      error: { code: 'SEARCH_NOT_FOUND' },
    });
    expect(h.store.rows.get(id!)!.title).toBeNull();
  });

  it("a link holder's run moves neither the counters nor the last execution date; the owner's does", async () => {
    const h = handlers();
    const search = await created(h);
    h.advance(60_000);
    const shared = await h.get.execute({ id: search.shareReference!, execution: {}, caller: callers.bob });
    expect(shared.ok && shared.value.search.lastExecutionDate).toBe(T0.toISOString());
    expect(h.store.rows.get(search.id!)!.unreadTotal).toBe(0);
    const own = await h.get.execute({ id: search.id!, execution: {}, caller: callers.alice });
    expect(own.ok && own.value.search.lastExecutionDate).toBe(new Date(T0.getTime() + 60_000).toISOString());
    expect(h.store.rows.get(search.id!)!.unreadTotal).toBe(1);
  });

  it('document 001 §4 "Alerts": saving with e-mail alerts asks for the address confirmation; an empty list unsubscribes', async () => {
    const h = handlers();
    const { id } = await created(h);
    await h.patch.execute({
      id: id!,
      patch: { saved: true, notifications: ['Email'] },
      execution: { mode: 'NoExecute' },
      caller: callers.alice,
    });
    expect(h.confirmations).toEqual([101]);
    await h.patch.execute({
      id: id!,
      patch: { notifications: null },
      execution: { mode: 'NoExecute' },
      caller: callers.alice,
    });
    expect(h.store.rows.get(id!)!.notifications).toEqual([]);
  });

  it('document 001 §4: archiving sets saved false and removes the search from the lists', async () => {
    const h = handlers();
    const { id } = await created(h);
    await h.patch.execute({ id: id!, patch: { saved: true }, execution: { mode: 'NoExecute' }, caller: callers.alice });
    h.advance(1000);
    const archived = await h.archive.execute({ id: id!, caller: callers.alice });
    expect(archived).toMatchObject({ ok: true, value: { saved: false } });
    expect(h.store.rows.get(id!)).toMatchObject({ isArchived: true, updatedAt: new Date(T0.getTime() + 1000) });
    expect(await h.list.execute({ query: {}, caller: callers.alice })).toMatchObject({ ok: true, value: { total: 0 } });
    expect(await h.get.execute({ id: id!, execution: {}, caller: callers.alice })).toMatchObject({ ok: false });
  });

  it('document 001 §9: recent searches 5 a page (last run first), saved ones 100, one when shallow; none without a profile', async () => {
    const h = handlers();
    for (let i = 0; i < 7; i++) {
      await created(h);
      h.advance(1000);
    }
    const recent = await h.list.execute({ query: {}, caller: callers.alice });
    expect(recent.ok && recent.value.searches.length).toBe(5);
    expect(recent.ok && recent.value.total).toBe(7);
    expect(recent.ok && recent.value.searches.map((search) => search.id)).toEqual([7, 6, 5, 4, 3]);
    const shallow = await h.list.execute({ query: { mode: 'shallow', count: 50 }, caller: callers.alice });
    expect(shallow.ok && shallow.value.searches.length).toBe(1);
    const many = await h.list.execute({ query: { count: 10_000 }, caller: callers.alice });
    expect(many.ok && many.value.searches.length).toBe(7);
    expect(await h.list.execute({ query: {}, caller: callers.visitor })).toMatchObject({
      ok: false,
      error: { code: 'SEARCHES_NOT_FOUND' },
    });
    expect(await h.list.execute({ query: { saved: true }, caller: callers.gus })).toMatchObject({ ok: false });
  });
});
