import { Random } from './Random';

describe('Random', () => {
  it('gives the same numbers for the same seed and labels', () => {
    const draw = () => {
      const r = Random.for(42, 'listing', 7);
      return [r.int(1, 1000), r.float(), r.pick(['a', 'b', 'c']), r.normal()];
    };
    expect(draw()).toEqual(draw());
  });

  it('gives independent streams for different labels', () => {
    const a = Random.for(42, 'listing', 1);
    const b = Random.for(42, 'listing', 2);
    expect([a.int(0, 1e9), a.int(0, 1e9)]).not.toEqual([b.int(0, 1e9), b.int(0, 1e9)]);
  });

  it('stays inside its ranges', () => {
    const r = new Random(1);
    for (let i = 0; i < 1000; i++) {
      const n = r.int(3, 5);
      const f = r.float(2, 4);
      expect(n >= 3 && n <= 5 && Number.isInteger(n)).toBe(true);
      expect(f >= 2 && f < 4).toBe(true);
    }
  });

  it('draws by weight and samples without repeats', () => {
    const r = new Random(9);
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 2000; i++)
      counts[
        r.weighted([
          ['a', 9],
          ['b', 1],
        ] as const)
      ]++;
    expect(counts.a).toBeGreaterThan(counts.b * 5);
    const sample = r.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
    expect(() => r.pick([])).toThrow(RangeError);
  });
});
