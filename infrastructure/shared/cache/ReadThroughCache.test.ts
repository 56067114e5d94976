import { ReadThroughCache } from './ReadThroughCache';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ReadThroughCache', () => {
  it('loads a key once within the lifetime, and again after it', async () => {
    const cache = new ReadThroughCache<string, number>({ ttlMs: 30, maxEntries: 10 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    await sleep(60);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between callers that ask while it is in flight', async () => {
    const cache = new ReadThroughCache<string, string>({ ttlMs: 60_000, maxEntries: 10 });
    let loads = 0;
    const load = async () => {
      loads++;
      await sleep(10);
      return 'value';
    };
    expect(await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)])).toEqual([
      'value',
      'value',
      'value',
    ]);
    expect(loads).toBe(1);
  });

  it('reads again, rather than failing, when the data is forgotten while a load is in flight', async () => {
    for (const forget of [
      (cache: ReadThroughCache<string, string>) => cache.forget(),
      (cache: ReadThroughCache<string, string>) => cache.forget((key) => key === 'home'),
    ]) {
      const cache = new ReadThroughCache<string, string>({ ttlMs: 60_000, maxEntries: 10 });
      let version = 0;
      const load = async () => {
        const read = ++version;
        await sleep(10);
        return `content v${read}`;
      };
      const waiting = Promise.all([cache.get('home', load), cache.get('home', load)]);
      await sleep(2);
      forget(cache);
      // Both callers get the content read after the change; nothing answers "deleted".
      expect(await waiting).toEqual(['content v2', 'content v2']);
      expect(await cache.get('home', load)).toBe('content v2');
    }
  });

  it('keeps an undefined answer (not found) but not a thrown one', async () => {
    const cache = new ReadThroughCache<string, number | undefined>({ ttlMs: 60_000, maxEntries: 10 });
    let loads = 0;
    expect(await cache.get('gone', async () => (loads++, undefined))).toBeUndefined();
    expect(await cache.get('gone', async () => (loads++, undefined))).toBeUndefined();
    expect(loads).toBe(1);
    await expect(cache.get('down', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('down', async () => 7)).toBe(7);
  });

  it('forgets the least recently used entry past its size', async () => {
    const cache = new ReadThroughCache<string, string>({ ttlMs: 60_000, maxEntries: 2 });
    const loaded: string[] = [];
    const load = (key: string) => async () => (loaded.push(key), key);
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('a', load('a'));
    await cache.get('c', load('c'));
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    expect(loaded).toEqual(['a', 'b', 'c', 'b']);
  });

  it('forgets the entries whose data changed, or all of them', async () => {
    const cache = new ReadThroughCache<string, number>({ ttlMs: 60_000, maxEntries: 10 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('1|EUR', load);
    await cache.get('2|EUR', load);
    cache.forget((key) => key.startsWith('1|'));
    expect(await cache.get('1|EUR', load)).toBe(3);
    expect(await cache.get('2|EUR', load)).toBe(2);
    cache.forget();
    expect(await cache.get('2|EUR', load)).toBe(4);
  });

  it('loads only the missing keys of a list, in one call, in the order asked, leaving out unknown keys', async () => {
    const cache = new ReadThroughCache<number, string>({ ttlMs: 60_000, maxEntries: 10 });
    const asked: number[][] = [];
    const loadMissing = async (ids: number[]) => {
      asked.push(ids);
      return new Map(ids.filter((id) => id !== 404).map((id) => [id, `#${id}`]));
    };
    await cache.get(2, async () => '#2');
    expect(await cache.getMany([3, 2, 404, 1, 3], loadMissing)).toEqual(['#3', '#2', '#1', '#3']);
    expect(await cache.getMany([1, 3], loadMissing)).toEqual(['#1', '#3']);
    expect(asked).toEqual([[3, 404, 1]]);
  });
});
