/** The valuation model as merged before its published error was worked on (frozen): bench/valuation runs it as the same-run baseline. */
import { AMENITIES } from '#domain/valuation/Property';
import { distanceM, type Subject, type TrainingRow } from '#domain/valuation/estimate/trainingRow';

/**
 * A hedonic model of one country: log(asking price per m²) against the characteristics (type,
 * size, plot ratio of houses, new build, amenities) plus a location effect in two levels (region,
 * then locality), each shrunk toward the level above by how many listings it rests on. Fitted by
 * backfitting: least squares on the characteristics, then the shrunk mean residual per place, a few
 * rounds. Its error is measured where it will be used: the residual spread of each locality, shrunk
 * toward the country's, widened where the locality has few listings.
 */
export interface HedonicModel {
  country: string;
  coefficients: number[];
  meanLogLiving: number;
  regionEffect: Map<string, number>;
  localityEffect: Map<string, number>;
  /** Residual variance (log scale) per locality, shrunk toward the country's, and the count it rests on. */
  localityVariance: Map<string, { variance: number; n: number }>;
  countryVariance: number;
  rows: readonly TrainingRow[];
}

/** Listings a place's effect must rest on to count fully: fewer, and it leans on the level above. */
const SHRINK = 4;
const ROUNDS = 6;
const RIDGE = 1e-3;

export function features(row: Omit<Subject, 'latitude' | 'longitude'>, meanLogLiving: number): number[] {
  const house = row.type === 'House' ? 1 : 0;
  const plotRatio = house && row.landArea ? Math.min(row.landArea, 3000) / row.livingArea : 0;
  const logLiving = Math.log(row.livingArea) - meanLogLiving;
  return [
    1,
    house,
    logLiving,
    house * logLiving,
    house * plotRatio,
    house * Math.sqrt(plotRatio),
    row.isNewBuild ? 1 : 0,
    ...AMENITIES.map((amenity) => (row.amenities.includes(amenity) ? 1 : 0)),
  ];
}

const dot = (a: readonly number[], b: readonly number[]) => a.reduce((sum, value, i) => sum + value * b[i]!, 0);

/** Solves (XᵀX + λI)β = Xᵀy by Gaussian elimination with partial pivoting. */
export function leastSquares(xs: readonly number[][], ys: readonly number[], ridge = RIDGE): number[] {
  const p = xs[0]?.length ?? 0;
  const a = Array.from({ length: p }, () => new Array<number>(p + 1).fill(0));
  for (let r = 0; r < xs.length; r += 1) {
    const x = xs[r]!;
    for (let i = 0; i < p; i += 1) {
      a[i]![p]! += x[i]! * ys[r]!;
      for (let j = 0; j < p; j += 1) a[i]![j]! += x[i]! * x[j]!;
    }
  }
  for (let i = 1; i < p; i += 1) a[i]![i]! += ridge * xs.length;
  for (let col = 0; col < p; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < p; r += 1) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    const lead = a[col]![col]!;
    if (Math.abs(lead) < 1e-12) continue;
    for (let r = 0; r < p; r += 1) {
      if (r === col) continue;
      const factor = a[r]![col]! / lead;
      if (factor === 0) continue;
      for (let c = col; c <= p; c += 1) a[r]![c]! -= factor * a[col]![c]!;
    }
  }
  return a.map((row, i) => (Math.abs(row[i]!) < 1e-12 ? 0 : row[p]! / row[i]!));
}

function shrunkMeans(keys: readonly string[], values: readonly number[]): Map<string, number> {
  const sums = new Map<string, { sum: number; n: number }>();
  keys.forEach((key, i) => {
    const entry = sums.get(key) ?? { sum: 0, n: 0 };
    entry.sum += values[i]!;
    entry.n += 1;
    sums.set(key, entry);
  });
  return new Map([...sums].map(([key, { sum, n }]) => [key, sum / (n + SHRINK)]));
}

export function fitHedonicModel(country: string, rows: readonly TrainingRow[]): HedonicModel {
  const meanLogLiving = rows.reduce((sum, row) => sum + Math.log(row.livingArea), 0) / Math.max(1, rows.length);
  const xs = rows.map((row) => features(row, meanLogLiving));
  const ys = rows.map((row) => Math.log(row.price / row.livingArea));
  let coefficients = new Array<number>(xs[0]?.length ?? 0).fill(0);
  let regionEffect = new Map<string, number>();
  let localityEffect = new Map<string, number>();
  const location = (row: TrainingRow) =>
    (regionEffect.get(row.regionId) ?? 0) + (localityEffect.get(row.localityId) ?? 0);
  for (let round = 0; round < ROUNDS; round += 1) {
    coefficients = leastSquares(
      xs,
      ys.map((y, i) => y - location(rows[i]!)),
    );
    const afterCharacteristics = ys.map((y, i) => y - dot(xs[i]!, coefficients));
    regionEffect = shrunkMeans(
      rows.map((row) => row.regionId),
      afterCharacteristics.map((r, i) => r - (localityEffect.get(rows[i]!.localityId) ?? 0)),
    );
    localityEffect = shrunkMeans(
      rows.map((row) => row.localityId),
      afterCharacteristics.map((r, i) => r - (regionEffect.get(rows[i]!.regionId) ?? 0)),
    );
  }
  const residuals = ys.map((y, i) => y - dot(xs[i]!, coefficients) - location(rows[i]!));
  const countryVariance = residuals.reduce((sum, r) => sum + r * r, 0) / Math.max(1, rows.length - xs[0]!.length);
  const squares = new Map<string, { sum: number; n: number }>();
  rows.forEach((row, i) => {
    const entry = squares.get(row.localityId) ?? { sum: 0, n: 0 };
    entry.sum += residuals[i]! ** 2;
    entry.n += 1;
    squares.set(row.localityId, entry);
  });
  const localityVariance = new Map(
    [...squares].map(([key, { sum, n }]) => [key, { variance: (sum + SHRINK * countryVariance) / (n + SHRINK), n }]),
  );
  return {
    country,
    coefficients,
    meanLogLiving,
    regionEffect,
    localityEffect,
    localityVariance,
    countryVariance,
    rows,
  };
}

/** The place a subject stands in: the locality and region of the nearest listing (within 15 km), else none. */
export function placeOf(model: HedonicModel, subject: Pick<Subject, 'latitude' | 'longitude'>) {
  let nearest: TrainingRow | undefined;
  let best = Number.POSITIVE_INFINITY;
  for (const row of model.rows) {
    const distance = distanceM(subject, row);
    if (distance < best) [nearest, best] = [row, distance];
  }
  if (!nearest || best > 15_000) return { localityId: undefined, regionId: nearest?.regionId, distanceM: best };
  return { localityId: nearest.localityId, regionId: nearest.regionId, distanceM: best };
}

/** log(price per m²) the model gives a subject at a place. */
export function predictLogPerM2(
  model: HedonicModel,
  subject: Omit<Subject, 'latitude' | 'longitude'>,
  place: { localityId?: string; regionId?: string },
): number {
  return (
    dot(features(subject, model.meanLogLiving), model.coefficients) +
    (place.regionId ? (model.regionEffect.get(place.regionId) ?? 0) : 0) +
    (place.localityId ? (model.localityEffect.get(place.localityId) ?? 0) : 0)
  );
}

/**
 * The model's error at a place (log standard deviation of a prediction there): the locality's
 * residual spread (shrunk toward the country's) plus the uncertainty of the locality's own effect,
 * which is larger where fewer listings stand. Outside any locality: the country's spread, doubled.
 */
export function localError(model: HedonicModel, localityId: string | undefined): { sigma: number; n: number } {
  const local = localityId ? model.localityVariance.get(localityId) : undefined;
  if (!local) return { sigma: Math.sqrt(model.countryVariance * 2), n: 0 };
  return { sigma: Math.sqrt(local.variance * (1 + 1 / (local.n + SHRINK))), n: local.n };
}
