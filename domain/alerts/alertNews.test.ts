import { alertNewsOf } from './alertNews';

const window = { start: 100, startedAt: new Date('2026-06-01T10:00:00Z') };

describe('alertNewsOf (docs/alerts-job.md)', () => {
  it('a listing first seen inside the window is new, whatever its price did', () => {
    expect(
      alertNewsOf({ firstSeenSeq: 101, priceLastChangeType: 'Drop', priceLastChangeDate: new Date() }, window),
    ).toBe('New');
  });

  it('an older listing is news when its price changed after the window began', () => {
    const after = new Date('2026-06-01T10:00:01Z');
    expect(alertNewsOf({ firstSeenSeq: 5, priceLastChangeType: 'Drop', priceLastChangeDate: after }, window)).toBe(
      'Drop',
    );
    expect(alertNewsOf({ firstSeenSeq: 5, priceLastChangeType: 'Increase', priceLastChangeDate: after }, window)).toBe(
      'Increase',
    );
  });

  it('an older listing changed otherwise, or repriced before the window, is no news', () => {
    expect(
      alertNewsOf({ firstSeenSeq: 100, priceLastChangeType: null, priceLastChangeDate: null }, window),
    ).toBeUndefined();
    expect(
      alertNewsOf({ firstSeenSeq: 5, priceLastChangeType: 'Drop', priceLastChangeDate: window.startedAt }, window),
    ).toBeUndefined();
  });
});
