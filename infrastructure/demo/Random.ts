import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

type Generator = ReturnType<typeof xoroshiro128plus>;

/** 32-bit FNV-1a, to turn a label such as 'listing:42' into a stream seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/**
 * A seeded random source for the demo data. Every part of the data set draws from its own stream
 * (`Random.for(seed, 'listing', 42)`), so listing 42 does not depend on the order or batching of
 * generation, nor on the listings after it: same seed and size → same data.
 */
export class Random {
  private readonly rng: Generator;

  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed | 0);
  }

  static for(seed: number, ...labels: (string | number)[]): Random {
    return new Random(hash(`${seed}:${labels.join(':')}`));
  }

  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number {
    return uniformInt(this.rng, min, max);
  }

  /** Uniform float in [min, max). */
  float(min = 0, max = 1): number {
    return min + uniformFloat64(this.rng) * (max - min);
  }

  chance(probability: number): boolean {
    return uniformFloat64(this.rng) < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[this.int(0, items.length - 1)];
  }

  /** One item by relative weight: [['Sell', 65], ['Rent', 35]]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let point = this.float(0, total);
    for (const [item, weight] of entries) {
      point -= weight;
      if (point < 0) return item;
    }
    return entries[entries.length - 1][0];
  }

  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const taken: T[] = [];
    while (taken.length < count && pool.length > 0) taken.push(pool.splice(this.int(0, pool.length - 1), 1)[0]);
    return taken;
  }

  /** Standard normal by Box-Muller, scaled. */
  normal(mean = 0, deviation = 1): number {
    const u = 1 - uniformFloat64(this.rng);
    const v = uniformFloat64(this.rng);
    return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** A positive factor around 1 whose logarithm is normal: prices and areas spread this way. */
  logNormalFactor(deviation: number): number {
    return Math.exp(this.normal(0, deviation));
  }
}
