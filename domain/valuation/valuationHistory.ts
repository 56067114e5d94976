import type { PriceRange } from './Property';

/** Document 002 §3: "Valuation history periods: Month, ThreeMonths, SixMonths, Year (1, 3, 6, 12 months)". */
export const HISTORY_PERIODS = { Month: 1, ThreeMonths: 3, SixMonths: 6, Year: 12 } as const;
export type HistoryPeriod = keyof typeof HISTORY_PERIODS;
export const isHistoryPeriod = (value: unknown): value is HistoryPeriod =>
  typeof value === 'string' && Object.hasOwn(HISTORY_PERIODS, value);

/** A month's price level at the place: the median asking price per m² of the listings of that month's window. */
export interface MonthlyLevel {
  /** First day of the month, YYYY-MM-01. */
  month: string;
  level: number;
  sampleSize: number;
}

/** The months a period covers, oldest first, ending with the month of `now` (YYYY-MM-01). */
export function periodMonths(period: HistoryPeriod, now: Date): string[] {
  const months: string[] = [];
  for (let back = HISTORY_PERIODS[period]; back >= 0; back -= 1) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(date.toISOString().slice(0, 10));
  }
  return months;
}

/**
 * Re-values a valuation month by month from the place's statistics: each month's range is the
 * latest one scaled by that month's price level over the latest month's level. A month without
 * listings keeps the nearest earlier level (or the latest when none came before).
 */
export function revalueMonthly(
  latest: PriceRange,
  months: readonly string[],
  levels: readonly MonthlyLevel[],
): { date: string; price: PriceRange }[] {
  const byMonth = new Map(levels.filter((l) => l.level > 0).map((l) => [l.month, l.level]));
  const known: number[] = [];
  let carried: number | undefined;
  for (const month of months) {
    carried = byMonth.get(month) ?? carried;
    known.push(carried ?? Number.NaN);
  }
  const reference = [...known].reverse().find((level) => Number.isFinite(level));
  return months.map((date, index) => {
    const level = known[index];
    const ratio = reference && Number.isFinite(level) ? level! / reference : 1;
    const scale = (value: number) => Math.round((value * ratio) / 100) * 100;
    return { date, price: { min: scale(latest.min), avg: scale(latest.avg), max: scale(latest.max) } };
  });
}
