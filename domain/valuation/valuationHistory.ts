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

/** The window the market trend is fitted on, whatever period is shown: a month or three of listings is too few to tell a trend from noise. */
export const TREND_WINDOW_MONTHS = 12;

/**
 * The place's price trend as a level per month: a weighted least-squares line through the
 * logarithm of each month's median (weights: its number of listings). A month's median of a few
 * dozen asking prices swings by a fifth from one month to the next with the mix of what was
 * listed, while a place's prices move a few per cent a year; a valuation history follows the
 * market, so it follows the fitted line, not each month's sample. Undefined without two months of data.
 */
export function trendLevels(levels: readonly MonthlyLevel[], months: readonly string[]): number[] | undefined {
  const index = (month: string) => {
    const [year, mon] = month.split('-').map(Number);
    return year * 12 + mon;
  };
  const points = levels
    .filter((l) => l.level > 0 && l.sampleSize > 0)
    .map((l) => ({ x: index(l.month), y: Math.log(l.level), w: l.sampleSize }));
  if (points.length < 2) return undefined;
  const weight = points.reduce((sum, p) => sum + p.w, 0);
  const meanX = points.reduce((sum, p) => sum + p.w * p.x, 0) / weight;
  const meanY = points.reduce((sum, p) => sum + p.w * p.y, 0) / weight;
  const sxx = points.reduce((sum, p) => sum + p.w * (p.x - meanX) ** 2, 0);
  const sxy = points.reduce((sum, p) => sum + p.w * (p.x - meanX) * (p.y - meanY), 0);
  const slope = sxx > 0 ? sxy / sxx : 0;
  return months.map((month) => Math.exp(meanY + slope * (index(month) - meanX)));
}

/**
 * Re-values a valuation month by month from the place's statistics: each month's range is the
 * latest one scaled by the market trend at that month over the trend at the latest month
 * (trendLevels). Without a trend the value stays where it is: only what is real is shown.
 */
export function revalueMonthly(
  latest: PriceRange,
  months: readonly string[],
  levels: readonly MonthlyLevel[],
): { date: string; price: PriceRange }[] {
  const trend = trendLevels(levels, months);
  const reference = trend?.at(-1);
  return months.map((date, index) => {
    const ratio = trend && reference ? trend[index] / reference : 1;
    const scale = (value: number) => Math.round((value * ratio) / 100) * 100;
    return { date, price: { min: scale(latest.min), avg: scale(latest.avg), max: scale(latest.max) } };
  });
}
