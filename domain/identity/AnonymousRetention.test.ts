import { anonymousRetentionCutoff, DEFAULT_ANONYMOUS_RETENTION_DAYS } from './AnonymousRetention';

describe('anonymousRetentionCutoff (docs/pages.md §10)', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  it('is `days` before now', () => {
    expect(anonymousRetentionCutoff(now, 30).toISOString()).toBe('2026-10-30T12:00:00.000Z');
    expect(anonymousRetentionCutoff(now, 1).toISOString()).toBe('2026-11-28T12:00:00.000Z');
  });
  it('falls back to the default for a setting that is no number of days', () => {
    const fallback = anonymousRetentionCutoff(now, DEFAULT_ANONYMOUS_RETENTION_DAYS).getTime();
    expect(anonymousRetentionCutoff(now, 0).getTime()).toBe(fallback);
    expect(anonymousRetentionCutoff(now, Number.NaN).getTime()).toBe(fallback);
  });
});
