import type { Random } from '../Random';

export interface PricePoint {
  date: Date;
  value: number;
}

export interface PriceStory {
  /** Oldest first; the last point is the current price. */
  points: PricePoint[];
  lastChange?: { type: 'Drop' | 'Increase'; previousValue: number; date: Date; ratio: number };
}

const DAY = 86_400_000;

/**
 * How a listing's price got where it is: a third of the listings older than three weeks changed
 * price one to three times, mostly downwards (sellers start high). Walks back from today's price,
 * so the current price stays the one the model chose.
 */
export function priceStory(currentPrice: number, createdAt: Date, now: Date, step: number, rng: Random): PriceStory {
  const ageDays = (now.getTime() - createdAt.getTime()) / DAY;
  if (ageDays < 21 || !rng.chance(0.35)) return { points: [{ date: createdAt, value: currentPrice }] };
  const changes = rng.weighted([
    [1, 6],
    [2, 3],
    [3, 1],
  ]);
  const dates = Array.from(
    { length: changes },
    () => new Date(createdAt.getTime() + rng.float(0.15, 0.98) * (now.getTime() - createdAt.getTime())),
  ).sort((a, b) => a.getTime() - b.getTime());
  const points: PricePoint[] = [{ date: dates[changes - 1], value: currentPrice }];
  for (let i = changes - 1; i >= 0; i--) {
    const drop = rng.chance(0.75);
    const ratio = drop ? -rng.float(0.03, 0.15) : rng.float(0.02, 0.08);
    const previous = Math.max(step, Math.round(points[0].value / (1 + ratio) / step) * step);
    points.unshift({ date: i === 0 ? createdAt : dates[i - 1], value: previous });
  }
  const [before, after] = [points[points.length - 2], points[points.length - 1]];
  if (before.value === after.value) return { points: [{ date: createdAt, value: currentPrice }] };
  return {
    points,
    lastChange: {
      type: after.value < before.value ? 'Drop' : 'Increase',
      previousValue: before.value,
      date: after.date,
      ratio: (after.value - before.value) / before.value,
    },
  };
}
