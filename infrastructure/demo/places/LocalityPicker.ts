import type { Random } from '../Random';
import type { DemoLocality } from './buildGeography';

/**
 * Picks localities with a weight growing with population (to the power 0.75, so cities lead but
 * villages still get listings), by binary search over cumulative weights: fast for a million picks.
 */
export class LocalityPicker {
  private readonly cumulative: Float64Array;

  constructor(private readonly localities: readonly DemoLocality[]) {
    if (localities.length === 0) throw new RangeError('LocalityPicker needs at least one locality');
    this.cumulative = new Float64Array(localities.length);
    let total = 0;
    localities.forEach((locality, i) => {
      total += Math.max(500, locality.node.population ?? 0) ** 0.75;
      this.cumulative[i] = total;
    });
  }

  pick(rng: Random): DemoLocality {
    const point = rng.float(0, this.cumulative[this.cumulative.length - 1]);
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.cumulative[mid] <= point) low = mid + 1;
      else high = mid;
    }
    return this.localities[low];
  }
}
