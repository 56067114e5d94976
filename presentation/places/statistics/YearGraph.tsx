import type { MonthPoint } from '#domain/places/statistics/priceStatistics';
import styles from './PlaceStatisticsPage.module.css';

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 16, right: 16, bottom: 32, left: 72 };

/**
 * The year graph (document 001 §9 "year graph 12 points") drawn on the server as SVG: a line of
 * the monthly medians, a dot per month with a value, no chart library. The SVG is labelled for
 * screen readers, who get the table beside it (the caller renders it) rather than the drawing.
 */
export function YearGraph({
  points,
  label,
  format,
  monthLabel,
}: {
  points: MonthPoint[];
  label: string;
  format: (value: number) => string;
  monthLabel: (month: string) => string;
}) {
  const values = points.flatMap((point) => (point.medianPerM2 === undefined ? [] : [point.medianPerM2]));
  if (values.length === 0) return null;
  const min = Math.min(...values) * 0.95;
  const max = Math.max(...values) * 1.05;
  const x = (index: number) => PAD.left + (index * (WIDTH - PAD.left - PAD.right)) / Math.max(1, points.length - 1);
  const y = (value: number) => PAD.top + ((max - value) * (HEIGHT - PAD.top - PAD.bottom)) / Math.max(1, max - min);
  const path = points
    .map((point, index) => (point.medianPerM2 === undefined ? undefined : `${x(index)},${y(point.medianPerM2)}`))
    .filter(Boolean)
    .join(' L ');
  const ticks = [min, (min + max) / 2, max];
  return (
    <svg className={styles.graph} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className={styles.gridLine} />
          <text x={PAD.left - 8} y={y(tick) + 4} textAnchor="end" className={styles.axisText}>
            {format(tick)}
          </text>
        </g>
      ))}
      <path d={`M ${path}`} className={styles.line} />
      {points.map((point, index) =>
        point.medianPerM2 === undefined ? null : (
          <circle key={point.month} cx={x(index)} cy={y(point.medianPerM2)} r={4} className={styles.dot} />
        ),
      )}
      {points.map((point, index) =>
        index % 2 === 1 || index === points.length - 1 ? null : (
          <text key={point.month} x={x(index)} y={HEIGHT - 10} textAnchor="middle" className={styles.axisText}>
            {monthLabel(point.month)}
          </text>
        ),
      )}
    </svg>
  );
}
