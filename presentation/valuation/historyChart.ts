import type { ValuationHistory } from '#application/valuation/calls';
import { checkedLocale } from '#domain/portal/FormatLocale';

/** The chart's drawing box (SVG user units); the SVG stretches it to its element. */
export const CHART_WIDTH = 300;
export const CHART_HEIGHT = 120;
const TOP = 10;
const PLOT_HEIGHT = 100;
/** A flat history (a new property, one valuation) is drawn in a ±5 % band, so it sits mid-chart with real values on the axis. */
const FLAT_MARGIN = 0.05;

export interface HistoryChart {
  /** The value axis, top to bottom: high, middle, low. */
  ticks: [number, number, number];
  x: (index: number) => number;
  y: (value: number) => number;
}

/**
 * Scales of the value history chart. With one point the point sits in the middle; when every
 * estimate and range is the same (or nearly), the axis spreads ±5 % around it instead of
 * dividing by zero, so a new property reads "this value, steady" rather than a line with no scale.
 */
export function historyChart(items: ValuationHistory['items']): HistoryChart {
  let low = Math.min(...items.map((item) => item.price.min));
  let high = Math.max(...items.map((item) => item.price.max));
  const middle = (low + high) / 2;
  if (!(high - low > Math.abs(middle) * 0.01)) {
    const spread = Math.max(Math.abs(middle) * FLAT_MARGIN, 1);
    low = middle - spread;
    high = middle + spread;
  }
  return {
    ticks: [high, (low + high) / 2, low],
    x: (index) => (items.length > 1 ? (index / (items.length - 1)) * CHART_WIDTH : CHART_WIDTH / 2),
    y: (value) => TOP + PLOT_HEIGHT - ((value - low) / (high - low)) * PLOT_HEIGHT,
  };
}

/** A history date ("2026-11-01") as the culture writes a month: "nov. 2026", "Nov. 2026", "Nov 2026". */
export function historyMonth(date: string, culture: string): string {
  return new Intl.DateTimeFormat(checkedLocale(culture), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(date),
  );
}
