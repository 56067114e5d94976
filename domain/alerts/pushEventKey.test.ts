import { pushEventKey } from './pushEventKey';

describe('pushEventKey (one push per search and listing event)', () => {
  it('keys a new listing once, whatever its price history', () => {
    expect(pushEventKey('New', new Date('2026-06-01T00:00:00Z'))).toBe('New');
    expect(pushEventKey('New', null)).toBe('New');
  });

  it('keys each price change by when it happened: the same drop twice is one push, a later drop another', () => {
    const first = pushEventKey('Drop', new Date('2026-06-01T00:00:00Z'));
    expect(first).toBe(pushEventKey('Drop', new Date('2026-06-01T00:00:00Z')));
    expect(first).not.toBe(pushEventKey('Drop', new Date('2026-06-08T00:00:00Z')));
    expect(first).not.toBe(pushEventKey('Increase', new Date('2026-06-01T00:00:00Z')));
  });
});
