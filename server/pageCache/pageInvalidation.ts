import type { PageChangeLog } from '#application/portal/ports';
import type { PageCache } from './PageCache';

/**
 * Keeps the node's page cache true to the listings: every `intervalMs` the change log names the
 * pages that changed and they are dropped (the TTL is only the safety net). Returns `stop` and
 * `drain` (read the log now, for tests and shutdown). The timer never holds the process open.
 */
export function startPageInvalidation(
  cache: PageCache,
  changeLog: PageChangeLog,
  options: {
    intervalMs: number;
    onError: (error: unknown) => void;
    /** Caches under the pages (the listings read cache) forget the listings first, so a page rendered next is fresh. */
    forgetListings?: (ids: number[] | 'all') => void;
  },
): { stop(): void; drain(): Promise<void> } {
  let reading: Promise<void> | undefined;
  const drain = (): Promise<void> => {
    reading ??= (async () => {
      for (;;) {
        const changes = await changeLog.read();
        if (changes.everything) {
          options.forgetListings?.('all');
          cache.clear();
          continue;
        }
        if (changes.tags.length === 0) return;
        options.forgetListings?.(changes.listingIds);
        cache.invalidate(changes.tags);
      }
    })().finally(() => {
      reading = undefined;
    });
    return reading;
  };
  void drain().catch(options.onError);
  const timer = setInterval(() => void drain().catch(options.onError), options.intervalMs);
  timer.unref?.();
  return { stop: () => clearInterval(timer), drain };
}
