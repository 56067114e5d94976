/** Percentiles of a sample of durations (ms), nearest-rank, so p95 of 20 values is the 19th. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export interface Summary {
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  samples: number;
}

export function summarise(durations: number[], elapsedMs: number): Summary {
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    perSecond: (durations.length / elapsedMs) * 1000,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    samples: durations.length,
  };
}

export const fixed = (value: number, digits = 1): string => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
