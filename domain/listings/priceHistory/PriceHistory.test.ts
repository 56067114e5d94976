import { priceHistoryView } from './PriceHistory';

const now = new Date('2026-03-02T00:00:00Z');

describe('price history (every change with its date and per cent, and days on the market)', () => {
  it('lists the changes newest first with their per cent, and the days since the first price', () => {
    const view = priceHistoryView(
      [
        { date: '2025-12-02T00:00:00Z', value: 1_000_000, currency: 'CHF' },
        { date: '2026-01-15T00:00:00Z', value: 950_000, currency: 'CHF' },
        { date: '2026-02-10T00:00:00Z', value: 980_000, currency: 'CHF' },
      ],
      now,
    );
    expect(view).toEqual({
      entries: [
        { date: '2026-02-10T00:00:00Z', value: 980_000, currency: 'CHF', kind: 'Increase', changePercent: 3.2 },
        { date: '2026-01-15T00:00:00Z', value: 950_000, currency: 'CHF', kind: 'Drop', changePercent: -5 },
        { date: '2025-12-02T00:00:00Z', value: 1_000_000, currency: 'CHF', kind: 'Listed' },
      ],
      daysOnMarket: 90,
      totalChangePercent: -2,
    });
  });

  it('a price published again unchanged is no change; one price has no total change', () => {
    const view = priceHistoryView(
      [
        { date: '2026-02-01T00:00:00Z', value: 500, currency: 'EUR' },
        { date: '2026-02-20T00:00:00Z', value: 500, currency: 'EUR' },
      ],
      now,
    );
    expect(view).toEqual({
      entries: [{ date: '2026-02-01T00:00:00Z', value: 500, currency: 'EUR', kind: 'Listed' }],
      daysOnMarket: 29,
    });
  });

  it('no per cent across currencies, and nothing without points', () => {
    const view = priceHistoryView(
      [
        { date: '2026-01-01T00:00:00Z', value: 500, currency: 'EUR' },
        { date: '2026-02-01T00:00:00Z', value: 480, currency: 'CHF' },
      ],
      now,
    );
    expect(view?.entries.map((entry) => entry.kind)).toEqual(['Listed', 'Listed']);
    expect(view?.totalChangePercent).toBeUndefined();
    expect(priceHistoryView([], now)).toBeUndefined();
  });
});
