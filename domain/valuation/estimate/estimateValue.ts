import { type Comparable, CONDITIONS, type PriceRange, type ValuationExplanation } from '../Property';
import {
  type Calibration,
  fitHedonicModel,
  type HedonicModel,
  localScale,
  type Place,
  placeOf,
  predictLogPerM2,
} from './hedonicModel';
import { distanceM, type Subject, subjectOfRow, type TrainingRow } from './trainingRow';

/** The range holds a held-out price this often (its bounds are the 10 % and 90 % held-out quantiles). */
export const RANGE_COVERAGE = 0.8;
/** How far comparables are looked for, and how many are used at most. */
const COMPARABLE_RADIUS_M = 10_000;
const MAX_COMPARABLES = 6;
/** Folds of the calibration's cross-validation, and the fewest listings it is run on. */
export const CALIBRATION_FOLDS = 5;
const MIN_CALIBRATION_ROWS = 60;
/** The comparables' weights tried by the calibration: k / (k + λ) for k comparables. */
const LAMBDAS = [0.5, 1, 2, 4, 8, 16, 32, 64, Number.POSITIVE_INFINITY];

export interface EstimateResult {
  price: PriceRange;
  comparables: Comparable[];
  explanation: ValuationExplanation;
}

/**
 * How unlike the subject a listing is: distance, size, rooms, age of the building, condition (a
 * class apart counts half) and how far apart in time they were listed, each in units where 1 is "noticeably different". Same type only.
 */
export function dissimilarity(subject: Subject, row: TrainingRow, now: Date): number {
  const km = distanceM(subject, row) / 1000;
  const size = Math.abs(Math.log(row.livingArea / subject.livingArea)) / 0.15;
  const rooms = subject.rooms && row.rooms ? Math.abs(subject.rooms - row.rooms) / 1.5 : 0.5;
  const year =
    subject.constructionYear && row.constructionYear
      ? Math.abs(subject.constructionYear - row.constructionYear) / 25
      : 0.5;
  const months = Math.abs(now.getTime() - Date.parse(row.createdAt)) / (30.4 * 86_400_000);
  const condition =
    subject.condition && row.condition
      ? Math.abs(CONDITIONS.indexOf(subject.condition) - CONDITIONS.indexOf(row.condition)) / 2
      : 0.25;
  return km / 2 + size + rooms + year + condition + months / 12 + (row.isNewBuild !== subject.isNewBuild ? 1 : 0);
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The q-quantile of sorted values (linear between ranks). */
const quantile = (sorted: readonly number[], q: number) => {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.min(sorted.length - 1, low + 1)] - sorted[low]) * (at - low);
};

/** Rounds a price as an estimate is shown: to 1,000 under a million, to 5,000 above. */
export const roundEstimate = (value: number) => {
  const step = value >= 1_000_000 ? 5000 : 1000;
  return Math.max(step, Math.round(value / step) * step);
};

interface Appraisal {
  place: Place;
  /** The hedonic model's log price of the subject at its place on the day. */
  logModel: number;
  /** The comparables, each with its log price brought to the subject by the model. */
  comparables: { row: TrainingRow; logAdjusted: number }[];
  /** The comparables' median log price minus the model's (0 without comparables). */
  delta: number;
  scale: { sigma: number; n: number };
}

/**
 * The pieces of an estimate: the model's value at the subject's place on the day, and the
 * comparables (same type, within 10 km, the most alike in distance, size, rooms, building age and
 * listing date), each comparable's price brought to the subject by the model
 * (its price × model(subject, today) / model(comparable, its day)).
 */
function appraise(model: HedonicModel, subject: Subject, at: Date, exclude?: ReadonlySet<number>): Appraisal {
  const place = placeOf(model, subject);
  const logModel =
    predictLogPerM2(model, { ...subject, population: subject.place?.population }, place, at) +
    Math.log(subject.livingArea);
  const comparables = model.rows
    .filter((row) => row.type === subject.type && !exclude?.has(row.listingId))
    .filter((row) => distanceM(subject, row) <= COMPARABLE_RADIUS_M)
    .map((row) => ({ row, score: dissimilarity(subject, row, at) }))
    .sort((a, b) => a.score - b.score)
    .slice(0, MAX_COMPARABLES)
    .filter((candidate) => candidate.score < 6)
    .map(({ row }) => {
      const rowPlace = { placeId: row.placeId, localityId: row.localityId, regionId: row.regionId };
      const logRow = predictLogPerM2(model, row, rowPlace, new Date(row.createdAt)) + Math.log(row.livingArea);
      return { row, logAdjusted: Math.log(row.price) + logModel - logRow };
    });
  const delta = comparables.length ? median(comparables.map((c) => c.logAdjusted)) - logModel : 0;
  return { place, logModel, comparables, delta, scale: localScale(model, place.localityId) };
}

const comparablesWeight = (lambda: number, k: number) => (k === 0 ? 0 : k / (k + lambda));

/**
 * The estimate of one property: the hedonic model's value at its place, moved toward the
 * comparables' median by k / (k + λ) for k comparables (λ measured on held-out listings); the range
 * is the held-out error's 10 % and 90 % quantiles in units of the town's spread, so it holds
 * RANGE_COVERAGE of held-out prices, wider where the town's listings are fewer or more dispersed.
 */
export function estimateValue(
  model: HedonicModel,
  subject: Subject,
  options: { now: Date; currency: string; exclude?: ReadonlySet<number> },
): EstimateResult {
  const { logModel, comparables: found, delta, scale } = appraise(model, subject, options.now, options.exclude);
  const calibration = model.calibration;
  const comparables: Comparable[] = found.map(({ row, logAdjusted }) => ({
    listingId: row.listingId,
    title: row.title,
    locality: row.locality,
    distanceM: Math.round(distanceM(subject, row)),
    livingArea: row.livingArea,
    rooms: row.rooms,
    constructionYear: row.constructionYear,
    price: row.price,
    adjustedPrice: Math.round(Math.exp(logAdjusted)),
    currency: options.currency,
    createdAt: row.createdAt,
  }));
  const weight = comparablesWeight(calibration.lambda, comparables.length);
  const logAvg = logModel + weight * delta;
  const explanation: ValuationExplanation = {
    modelValue: roundEstimate(Math.exp(logModel)),
    comparablesValue: comparables.length ? roundEstimate(Math.exp(logModel + delta)) : null,
    comparablesWeight: Math.round(weight * 100) / 100,
    localError: Math.round(calibration.typical * scale.sigma * 1000) / 1000,
    localSampleSize: scale.n,
    coverage: RANGE_COVERAGE,
  };
  return {
    price: {
      min: roundEstimate(Math.exp(logAvg + calibration.low * scale.sigma)),
      avg: roundEstimate(Math.exp(logAvg)),
      max: roundEstimate(Math.exp(logAvg + calibration.high * scale.sigma)),
    },
    comparables,
    explanation,
  };
}

/**
 * The share of held-out errors each bound leaves outside: (1 - RANGE_COVERAGE) / 2, less the
 * sampling error of a quantile measured on n errors (one-sided 90 %), so that the range holds at
 * least RANGE_COVERAGE on listings the calibration did not see, not only on average.
 */
export function tailBeyondRange(n: number): number {
  const tail = (1 - RANGE_COVERAGE) / 2;
  return Math.max(tail / 2, tail - 1.2816 * Math.sqrt((tail * (1 - tail)) / Math.max(1, n)));
}

/** One held-out listing's log error against the model alone, its comparables' pull (delta, k) and the town's spread. */
export interface HeldOutError {
  error: number;
  delta: number;
  k: number;
  sigma: number;
}

/**
 * One fold of the calibration, which measures the blend and the range on listings the model has
 * not seen: CALIBRATION_FOLDS-fold cross-validation over the training rows, each valued (as of the
 * day it was listed) by a model fitted on the other folds, so it is never its own comparable.
 * calibrationOf then takes λ as the one of LAMBDAS with the smallest median error, and the
 * quantiles of the errors divided by the town's spread that leave tailBeyondRange outside each
 * bound (about 10 %), and their median absolute value. Too few rows: the uncalibrated values stay.
 */
export function heldOutErrors(country: string, rows: readonly TrainingRow[], fold: number): HeldOutError[] {
  const model = fitHedonicModel(
    country,
    rows.filter((_, i) => i % CALIBRATION_FOLDS !== fold),
  );
  return rows.flatMap((row, i) => {
    if (i % CALIBRATION_FOLDS !== fold) return [];
    const appraisal = appraise(model, subjectOfRow(row), new Date(row.createdAt));
    return [
      {
        error: Math.log(row.price) - appraisal.logModel,
        delta: appraisal.delta,
        k: appraisal.comparables.length,
        sigma: appraisal.scale.sigma,
      },
    ];
  });
}

/** The calibration the held-out errors give; undefined when they are too few. */
export function calibrationOf(held: readonly HeldOutError[]): Calibration | undefined {
  if (held.length < MIN_CALIBRATION_ROWS) return undefined;
  const errorsAt = (lambda: number) => held.map((h) => h.error - comparablesWeight(lambda, h.k) * h.delta);
  let lambda = LAMBDAS[0];
  let best = Number.POSITIVE_INFINITY;
  for (const candidate of LAMBDAS) {
    const error = median(errorsAt(candidate).map(Math.abs));
    if (error < best) [lambda, best] = [candidate, error];
  }
  const standardised = errorsAt(lambda)
    .map((error, i) => error / held[i].sigma)
    .sort((a, b) => a - b);
  const tail = tailBeyondRange(held.length);
  return {
    lambda,
    low: quantile(standardised, tail),
    high: quantile(standardised, 1 - tail),
    typical: median(standardised.map(Math.abs)),
    n: held.length,
  };
}

/**
 * The country's model as the portal uses it: the hedonic model fitted on every row, calibrated by
 * cross-validation. A generator pausing after the fit and after each fold of the calibration, so
 * the server can serve requests between them (ListingsValuationModel); fitValuationModel runs it through.
 */
export function* fitValuationModelInSteps(
  country: string,
  rows: readonly TrainingRow[],
): Generator<void, HedonicModel, void> {
  const model = fitHedonicModel(country, rows);
  if (rows.length < MIN_CALIBRATION_ROWS) return model;
  const held: HeldOutError[] = [];
  for (let fold = 0; fold < CALIBRATION_FOLDS; fold += 1) {
    yield;
    held.push(...heldOutErrors(country, rows, fold));
  }
  const calibration = calibrationOf(held);
  return calibration ? { ...model, calibration } : model;
}

export function fitValuationModel(country: string, rows: readonly TrainingRow[]): HedonicModel {
  const steps = fitValuationModelInSteps(country, rows);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
