import { type MonthlyLevel, periodMonths, revalueMonthly } from './valuationHistory';

const NOW = new Date(Date.UTC(2026, 10, 15));
const LATEST = { min: 900_000, avg: 1_000_000, max: 1_100_000 };

/** A place whose monthly medians swing with the mix of what was listed (the Lausanne history: +42 %, then −24 %). */
const NOISY: MonthlyLevel[] = periodMonths('Year', NOW).map((month, index) => ({
  month,
  level: 10_000 * (index % 2 === 0 ? 1 : 1.42) * (1 + index * 0.002),
  sampleSize: 30,
}));

const monthlyChanges = (items: { price: { avg: number } }[]) =>
  items.slice(1).map((item, index) => item.price.avg / items[index]!.price.avg - 1);

describe('revalueMonthly: a valuation history moves as the market does', () => {
  it('does not jump with each month’s sample: month to month within 2 % on a noisy place', () => {
    const items = revalueMonthly(LATEST, periodMonths('Year', NOW), NOISY);
    expect(Math.max(...monthlyChanges(items).map(Math.abs))).toBeLessThan(0.02);
  });

  it('ends at the latest valuation', () => {
    const items = revalueMonthly(LATEST, periodMonths('SixMonths', NOW), NOISY);
    expect(items.at(-1)!.price).toEqual(LATEST);
  });

  it('follows a steady rise: earlier months are lower', () => {
    const rising = periodMonths('Year', NOW).map((month, index) => ({
      month,
      level: 10_000 * 1.005 ** index,
      sampleSize: 20,
    }));
    const items = revalueMonthly(LATEST, periodMonths('Year', NOW), rising);
    expect(items[0]!.price.avg).toBe(Math.round(1_000_000 / 1.005 ** 12 / 100) * 100);
  });

  it('stays flat without two months of listings: only what is real is shown', () => {
    const items = revalueMonthly(LATEST, periodMonths('ThreeMonths', NOW), NOISY.slice(0, 1));
    expect(items.every((item) => item.price.avg === LATEST.avg)).toBe(true);
  });
});
