import type { CachedPage } from './PageCache';
import { PageCache } from './PageCache';
import { pageCacheKey } from './pageCacheKey';
import { cspWithHashes } from './sendPage';
import { inlineScriptHashes } from './storedPage';

function page(tags: string[], bytes = 10): CachedPage {
  const body = Buffer.alloc(bytes, 'a');
  return { status: 200, headers: {}, body, gzip: body, br: body, etag: '"x"', scriptHashes: [], tags };
}

describe('PageCache', () => {
  it('drops every page that shows a changed tag, and only those', () => {
    const cache = new PageCache({ maxBytes: 10_000, ttlMs: 60_000 });
    cache.set('listing-1', page(['listing:1']));
    cache.set('search', page(['listing:1', 'place:ch']));
    cache.set('listing-2', page(['listing:2']));
    expect(cache.invalidate(['listing:1'])).toBe(2);
    expect(cache.get('listing-1')).toBeUndefined();
    expect(cache.get('search')).toBeUndefined();
    expect(cache.get('listing-2')).toBeDefined();
  });

  it('stays within its bound, the least recently used going first', () => {
    const cache = new PageCache({ maxBytes: 100, ttlMs: 60_000 });
    cache.set('a', page([], 10)); // 30 bytes with its two encodings
    cache.set('b', page([], 10));
    cache.get('a');
    cache.set('c', page([], 10));
    cache.set('d', page([], 10));
    expect(cache.bytes).toBeLessThanOrEqual(100);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
  });

  it('refuses a page rendered before an invalidation it may have missed', () => {
    const cache = new PageCache({ maxBytes: 10_000, ttlMs: 60_000 });
    const renderedAt = cache.generation;
    cache.invalidate(['listing:1']);
    cache.set('listing-1', page(['listing:1']), renderedAt);
    expect(cache.get('listing-1')).toBeUndefined();
  });
});

describe('pageCacheKey', () => {
  const base = {
    origin: 'https://homefinder.ch',
    portalId: 'ch',
    culture: 'de',
    currency: 'CHF',
    path: '/switzerland/buy',
  } as const;
  it('is the same for the same parameters in another order', () => {
    expect(pageCacheKey({ ...base, search: 'b=1&a=2' })).toBe(pageCacheKey({ ...base, search: 'a=2&b=1' }));
  });
  it('differs by origin, culture, currency, portal and any parameter', () => {
    const keys = [
      pageCacheKey({ ...base, search: '' }),
      pageCacheKey({ ...base, origin: 'https://www.homefinder.ch', search: '' }),
      pageCacheKey({ ...base, culture: 'fr', search: '' }),
      pageCacheKey({ ...base, currency: 'EUR', search: '' }),
      pageCacheKey({ ...base, portalId: 'fr', search: '' }),
      pageCacheKey({ ...base, search: 'utm_source=x' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('CSP of a shared page', () => {
  it('hashes the scripts a browser runs inline, not data blocks or files', () => {
    const html =
      '<script>window.a=1</script><script type="application/json" id="vike_pageContext">{}</script><script src="/x.js"></script>';
    expect(inlineScriptHashes(html)).toEqual(["'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E='"]);
  });
  it('swaps the nonce for the hashes', () => {
    expect(cspWithHashes("script-src 'self' 'nonce-abc'; img-src 'self'", ["'sha256-x'"])).toBe(
      "script-src 'self' 'sha256-x'; img-src 'self'",
    );
    expect(cspWithHashes("script-src 'self' 'nonce-abc'", [])).toBe("script-src 'self'");
  });
});
