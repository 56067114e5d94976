import { AMENITIES, type Condition } from '../Property';
import { distanceM, type Subject, type TrainingRow } from './trainingRow';

/**
 * A hedonic model of one country: log(asking price per m²) against the characteristics (type,
 * size, the plot of houses, new build, condition, amenities, the building's vintage as a linear
 * spline in its construction year, rooms per m², the town's size) and
 * the listing's date (the market's trend and season), plus a location effect in three levels
 * (region, town, the postcode area inside the town), each shrunk toward the level above by how
 * many listings it rests on. Fitted by backfitting: ridge least squares on the characteristics,
 * then the shrunk mean residual per place, a few rounds. Its spread is measured per town (shrunk
 * toward the country's); the range's calibration on held-out listings is estimateValue's.
 */
export interface HedonicModel {
  country: string;
  coefficients: number[];
  centre: FeatureCentre;
  regionEffect: Map<string, number>;
  localityEffect: Map<string, number>;
  placeEffect: Map<string, number>;
  /** Town population (what the town-size characteristic reads for a subject in that town). */
  localityPopulation: Map<string, number>;
  /** Residual variance (log scale) per town, shrunk toward the country's, and the count it rests on. */
  localityVariance: Map<string, { variance: number; n: number }>;
  countryVariance: number;
  /** How the estimate blends the comparables and how wide its range is, measured on held-out listings. */
  calibration: Calibration;
  rows: readonly TrainingRow[];
}

/**
 * Measured by cross-validation (estimateValue's heldOutErrors and calibrationOf): the comparables' weight k / (k + λ)
 * for k comparables, and the 10 % and 90 % quantiles and the median of the absolute value of the
 * held-out errors in units of the town's spread (so the range holds 80 % of held-out prices).
 */
export interface Calibration {
  lambda: number;
  low: number;
  high: number;
  typical: number;
  /** Held-out listings it was measured on (0: the normal law's values, not measured). */
  n: number;
}

/** What the features are centred on (the training rows' means), so the ridge leaves the level alone. */
export interface FeatureCentre {
  logLiving: number;
  logPopulation: number;
}

export type FeatureInput = Omit<Subject, 'latitude' | 'longitude' | 'place'> & { population?: number };

/**
 * The least shrinkage of each level's effects (the data's own, shrunkMeans, is usually more), and
 * how many listings' worth of the country's spread a town's own spread is shrunk toward.
 */
const SHRINK = { region: 1, locality: 1, place: 1, variance: 40 };
const ROUNDS = 8;
const RIDGE = 1e-3;
const YEAR_MS = 365.25 * 86_400_000;
/** The time axis' origin (any fixed day): the trend's coefficient is the yearly change of log prices. */
const EPOCH = Date.UTC(2025, 0, 1);

/** Before any calibration: the normal law's 80 % interval, widened by 1.3 for out-of-sample error. */
export const UNCALIBRATED: Calibration = {
  lambda: 6,
  low: -1.2816 * 1.3,
  high: 1.2816 * 1.3,
  typical: 0.6745 * 1.3,
  n: 0,
};

/**
 * The vintage spline's knots: the building periods whose stock is priced differently (before the
 * First World War, the interwar years, the post-war boom, the first thermal rules, the 2000s).
 */
const VINTAGE_KNOTS = [1920, 1945, 1970, 1990, 2005];
/** The condition classes against GoodCondition; a listing that states none reads as 0 on each. */
const CONDITION_CLASSES: readonly Condition[] = ['RequiresRenovation', 'ExcellentCondition', 'New'];

export function features(row: FeatureInput, centre: FeatureCentre, at: Date): number[] {
  const house = row.type === 'House' ? 1 : 0;
  const plotRatio = house && row.landArea ? Math.min(row.landArea, 3000) / row.livingArea : 0;
  const logLiving = Math.log(row.livingArea) - centre.logLiving;
  const year = row.constructionYear;
  const age = year ? Math.max(-3, Math.min(1, (year - 1980) / 40)) : 0;
  const roomsPer100 = row.rooms ? Math.min(10, (100 * row.rooms) / row.livingArea) - 3 : 0;
  const logPopulation = row.population ? Math.log(row.population) - centre.logPopulation : 0;
  const years = (at.getTime() - EPOCH) / YEAR_MS;
  const month = (at.getUTCMonth() / 12) * 2 * Math.PI;
  return [
    1,
    house,
    logLiving,
    house * logLiving,
    house * Math.log1p(plotRatio / 20),
    house * Math.sqrt(plotRatio) * 0.1,
    row.isNewBuild ? 1 : 0,
    age,
    age * age,
    ...VINTAGE_KNOTS.map((knot) => (year ? Math.max(0, year - knot) / 40 : 0)),
    year ? 0 : 1,
    ...CONDITION_CLASSES.map((condition) => (row.condition === condition ? 1 : 0)),
    row.condition ? 0 : 1,
    roomsPer100 * 0.1,
    logPopulation,
    row.population ? 0 : 1,
    years,
    Math.cos(month),
    Math.sin(month),
    ...AMENITIES.map((amenity) => (row.amenities.includes(amenity) ? 1 : 0)),
  ];
}

const dot = (a: readonly number[], b: readonly number[]) => a.reduce((sum, value, i) => sum + value * b[i], 0);

/** Solves (XᵀX + λI)β = Xᵀy by Gaussian elimination with partial pivoting (the intercept is not penalised). */
export function leastSquares(xs: readonly number[][], ys: readonly number[], ridge = RIDGE): number[] {
  const p = xs[0]?.length ?? 0;
  const a = Array.from({ length: p }, () => new Array<number>(p + 1).fill(0));
  for (let r = 0; r < xs.length; r += 1) {
    const x = xs[r];
    for (let i = 0; i < p; i += 1) {
      const xi = x[i];
      if (xi === 0) continue;
      const row = a[i];
      row[p] += xi * ys[r];
      for (let j = i; j < p; j += 1) row[j] += xi * x[j];
    }
  }
  for (let i = 0; i < p; i += 1) for (let j = 0; j < i; j += 1) a[i][j] = a[j][i]!;
  for (let i = 1; i < p; i += 1) a[i][i] += ridge * xs.length;
  for (let col = 0; col < p; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < p; r += 1) if (Math.abs(a[r][col]) > Math.abs(a[pivot][col])) pivot = r;
    [a[col], a[pivot]] = [a[pivot], a[col]];
    const lead = a[col][col];
    if (Math.abs(lead) < 1e-12) continue;
    for (let r = 0; r < p; r += 1) {
      if (r === col) continue;
      const factor = a[r][col] / lead;
      if (factor === 0) continue;
      for (let c = col; c <= p; c += 1) a[r][c] -= factor * a[col][c];
    }
  }
  return a.map((row, i) => (Math.abs(row[i]) < 1e-12 ? 0 : row[p] / row[i]));
}

/**
 * Each group's mean of the values, shrunk toward 0 by n / (n + k): k is σ² / τ², the noise within
 * groups over the spread between them, estimated from the data (empirical Bayes: the spread of the
 * group means beyond what their noise explains), never under `least`.
 */
export function shrunkMeans(keys: readonly string[], values: readonly number[], least: number): Map<string, number> {
  const sums = new Map<string, { sum: number; squares: number; n: number }>();
  keys.forEach((key, i) => {
    const entry = sums.get(key) ?? { sum: 0, squares: 0, n: 0 };
    entry.sum += values[i];
    entry.squares += values[i] ** 2;
    entry.n += 1;
    sums.set(key, entry);
  });
  const groups = [...sums.values()];
  const within =
    groups.reduce((total, g) => total + g.squares - g.sum ** 2 / g.n, 0) / Math.max(1, keys.length - groups.length);
  const between =
    groups.reduce((total, g) => total + (g.sum / g.n) ** 2 - within / g.n, 0) / Math.max(1, groups.length);
  const k = Math.max(least, between > 0 ? within / between : 1000);
  return new Map([...sums].map(([key, { sum, n }]) => [key, sum / (n + k)]));
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

export function fitHedonicModel(country: string, rows: readonly TrainingRow[]): HedonicModel {
  const populations = rows.flatMap((row) => (row.population ? [Math.log(row.population)] : []));
  const centre = { logLiving: mean(rows.map((row) => Math.log(row.livingArea))), logPopulation: mean(populations) };
  const xs = rows.map((row) => features(row, centre, new Date(row.createdAt)));
  const ys = rows.map((row) => Math.log(row.price / row.livingArea));
  let coefficients = new Array<number>(xs[0]?.length ?? 0).fill(0);
  let regionEffect = new Map<string, number>();
  let localityEffect = new Map<string, number>();
  let placeEffect = new Map<string, number>();
  const region = (row: TrainingRow) => regionEffect.get(row.regionId) ?? 0;
  const locality = (row: TrainingRow) => localityEffect.get(row.localityId) ?? 0;
  const place = (row: TrainingRow) => (row.placeId === row.localityId ? 0 : (placeEffect.get(row.placeId) ?? 0));
  const location = (row: TrainingRow) => region(row) + locality(row) + place(row);
  for (let round = 0; round < ROUNDS; round += 1) {
    coefficients = leastSquares(
      xs,
      ys.map((y, i) => y - location(rows[i])),
    );
    const afterCharacteristics = ys.map((y, i) => y - dot(xs[i], coefficients));
    regionEffect = shrunkMeans(
      rows.map((row) => row.regionId),
      afterCharacteristics.map((r, i) => r - locality(rows[i]) - place(rows[i])),
      SHRINK.region,
    );
    localityEffect = shrunkMeans(
      rows.map((row) => row.localityId),
      afterCharacteristics.map((r, i) => r - region(rows[i]) - place(rows[i])),
      SHRINK.locality,
    );
    const inPlaces = rows.flatMap((row, i) => (row.placeId === row.localityId ? [] : [i]));
    placeEffect = shrunkMeans(
      inPlaces.map((i) => rows[i].placeId),
      inPlaces.map((i) => afterCharacteristics[i] - region(rows[i]) - locality(rows[i])),
      SHRINK.place,
    );
  }
  const residuals = ys.map((y, i) => y - dot(xs[i], coefficients) - location(rows[i]));
  const countryVariance = residuals.reduce((sum, r) => sum + r * r, 0) / Math.max(1, rows.length - xs[0].length);
  const squares = new Map<string, { sum: number; n: number }>();
  const localityPopulation = new Map<string, number>();
  rows.forEach((row, i) => {
    const entry = squares.get(row.localityId) ?? { sum: 0, n: 0 };
    entry.sum += residuals[i] ** 2;
    entry.n += 1;
    squares.set(row.localityId, entry);
    if (row.population) localityPopulation.set(row.localityId, row.population);
  });
  const localityVariance = new Map(
    [...squares].map(([key, { sum, n }]) => [
      key,
      { variance: (sum + SHRINK.variance * countryVariance) / (n + SHRINK.variance), n },
    ]),
  );
  return {
    country,
    coefficients,
    centre,
    regionEffect,
    localityEffect,
    placeEffect,
    localityPopulation,
    localityVariance,
    countryVariance,
    calibration: UNCALIBRATED,
    rows,
  };
}

export interface Place {
  placeId?: string;
  localityId?: string;
  regionId?: string;
  distanceM: number;
}

/**
 * The place a subject stands in: the town and region of its address' place when it has one, else
 * the place, town and region of the nearest listing (within 15 km), else none.
 */
export function placeOf(model: HedonicModel, subject: Pick<Subject, 'latitude' | 'longitude' | 'place'>): Place {
  const named = subject.place;
  if (named?.localityId && named.regionId)
    return { placeId: named.placeId, localityId: named.localityId, regionId: named.regionId, distanceM: 0 };
  let nearest: TrainingRow | undefined;
  let best = Number.POSITIVE_INFINITY;
  for (const row of model.rows) {
    const distance = distanceM(subject, row);
    if (distance < best) [nearest, best] = [row, distance];
  }
  if (!nearest || best > 15_000) return { regionId: nearest?.regionId, distanceM: best };
  return { placeId: nearest.placeId, localityId: nearest.localityId, regionId: nearest.regionId, distanceM: best };
}

/** log(price per m²) the model gives a subject at a place on a day. */
export function predictLogPerM2(
  model: HedonicModel,
  subject: FeatureInput,
  place: Omit<Place, 'distanceM'>,
  at: Date,
): number {
  const population =
    subject.population ?? (place.localityId ? model.localityPopulation.get(place.localityId) : undefined);
  return (
    dot(features({ ...subject, population }, model.centre, at), model.coefficients) +
    (place.regionId ? (model.regionEffect.get(place.regionId) ?? 0) : 0) +
    (place.localityId ? (model.localityEffect.get(place.localityId) ?? 0) : 0) +
    (place.placeId && place.placeId !== place.localityId ? (model.placeEffect.get(place.placeId) ?? 0) : 0)
  );
}

/**
 * The model's spread at a place (log standard deviation of a prediction there): the town's
 * residual spread (shrunk toward the country's) plus the uncertainty of the town's own effect,
 * larger where fewer listings stand. Outside any town: the country's spread, doubled in variance.
 */
export function localScale(model: HedonicModel, localityId: string | undefined): { sigma: number; n: number } {
  const local = localityId ? model.localityVariance.get(localityId) : undefined;
  if (!local) return { sigma: Math.sqrt(model.countryVariance * 2), n: 0 };
  return { sigma: Math.sqrt(local.variance * (1 + 1 / (local.n + 1))), n: local.n };
}
