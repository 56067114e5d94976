import type { ContentService } from '#application/content/ports';
import type { ContentAnswer } from '#domain/content/ContentPage';
import { ok } from '#domain/shared/Result';
import { CachedContentService } from './CachedContentService';

describe('CachedContentService', () => {
  it('reads a page once per path and culture, and again after the content files changed', async () => {
    const calls: string[] = [];
    const inner: ContentService = {
      getContent: async (query) => {
        calls.push(`${query.path}:${query.culture}`);
        return ok({ kind: 'redirect', location: '/x', permanent: true } as ContentAnswer);
      },
      submitForm: async () => ok({ received: true }),
    };
    let changed = () => {};
    const changes = { onChange: (listener: () => void) => ((changed = listener), () => {}) };
    const cached = new CachedContentService(inner, changes, { ttlMs: 60_000, maxEntries: 10 });
    await cached.getContent({ path: '/', culture: 'en' });
    await cached.getContent({ path: '/', culture: 'en' });
    await cached.getContent({ path: '/', culture: 'de' });
    expect(calls).toEqual(['/:en', '/:de']);
    changed();
    await cached.getContent({ path: '/', culture: 'en' });
    expect(calls).toEqual(['/:en', '/:de', '/:en']);
  });
});
