/** The valuation model as merged before its published error was worked on (frozen): bench/valuation runs it as the same-run baseline. */
import type { Comparable, PriceRange, ValuationExplanation } from '#domain/valuation/Property';
import { type HedonicModel, localError, placeOf, predictLogPerM2 } from './hedonicModel';
import { distanceM, type Subject, type TrainingRow } from '#domain/valuation/estimate/trainingRow';

/** The range holds the price this often at the model's own error (z of a two-sided 80% interval). */
export const RANGE_COVERAGE = 0.8;
const Z_80 = 1.2816;
/**
 * In-sample residuals understate the error on a property the model has not seen (the place effects
 * were fitted on those same listings): bench/valuation measured the held-out spread about 1.3 times
 * the in-sample one, so the range is widened by that factor to hold the price RANGE_COVERAGE of the time.
 */
const OUT_OF_SAMPLE = 1.3;
/** How far comparables are looked for, and how many are used at most. */
const COMPARABLE_RADIUS_M = 10_000;
const MAX_COMPARABLES = 6;

export interface EstimateResult {
  price: PriceRange;
  comparables: Comparable[];
  explanation: ValuationExplanation;
}

/**
 * How unlike the subject a listing is: distance, size, rooms, age of the building and age of the
 * listing (recency), each in units where 1 is "noticeably different". Same type only.
 */
export function dissimilarity(subject: Subject, row: TrainingRow, now: Date): number {
  const km = distanceM(subject, row) / 1000;
  const size = Math.abs(Math.log(row.livingArea / subject.livingArea)) / 0.15;
  const rooms = subject.rooms && row.rooms ? Math.abs(subject.rooms - row.rooms) / 1.5 : 0.5;
  const year =
    subject.constructionYear && row.constructionYear
      ? Math.abs(subject.constructionYear - row.constructionYear) / 25
      : 0.5;
  const months = Math.max(0, (now.getTime() - Date.parse(row.createdAt)) / (30.4 * 86_400_000));
  return km / 2 + size + rooms + year + months / 12 + (row.isNewBuild !== subject.isNewBuild ? 1 : 0);
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Rounds a price as an estimate is shown: to 1,000 under a million, to 5,000 above. */
export const roundEstimate = (value: number) => {
  const step = value >= 1_000_000 ? 5000 : 1000;
  return Math.max(step, Math.round(value / step) * step);
};

/**
 * The estimate of one property: the hedonic model's value at its place, blended with the
 * comparables (same type, nearby, similar size, rooms, building age, recent), each comparable's
 * price brought to the subject by the model (its price × model(subject) / model(comparable)). The
 * comparables weigh more the more of them there are; the range is the model's own error at the
 * place (RANGE_COVERAGE), narrower for the blend by what the comparables add.
 */
export function estimateValue(
  model: HedonicModel,
  subject: Subject,
  options: { now: Date; currency: string; exclude?: ReadonlySet<number> },
): EstimateResult {
  const place = placeOf(model, subject);
  const logModel = predictLogPerM2(model, subject, place) + Math.log(subject.livingArea);
  const candidates = model.rows
    .filter((row) => row.type === subject.type && !options.exclude?.has(row.listingId))
    .filter((row) => distanceM(subject, row) <= COMPARABLE_RADIUS_M)
    .map((row) => ({ row, score: dissimilarity(subject, row, options.now) }))
    .sort((a, b) => a.score - b.score)
    .slice(0, MAX_COMPARABLES)
    .filter((candidate) => candidate.score < 6);
  const comparables: Comparable[] = candidates.map(({ row }) => {
    const rowPlace = { localityId: row.localityId, regionId: row.regionId };
    const logRow = predictLogPerM2(model, row, rowPlace) + Math.log(row.livingArea);
    return {
      listingId: row.listingId,
      title: row.title,
      locality: row.locality,
      distanceM: Math.round(distanceM(subject, row)),
      livingArea: row.livingArea,
      rooms: row.rooms,
      constructionYear: row.constructionYear,
      price: row.price,
      adjustedPrice: Math.round(row.price * Math.exp(logModel - logRow)),
      currency: options.currency,
      createdAt: row.createdAt,
    };
  });
  const local = localError(model, place.localityId);
  const sigma = local.sigma * OUT_OF_SAMPLE;
  const n = local.n;
  const comparablesValue = comparables.length ? median(comparables.map((c) => c.adjustedPrice)) : null;
  // Each comparable carries one listing's noise (σ); their median about 1.25σ/√k. The model's
  // value carries the error of the place's effect. Weights by inverse variance, capped at one half.
  const comparablesWeight = comparablesValue
    ? Math.min(0.5, comparables.length / (comparables.length + 1.5625 * Math.max(4, n) ** 0.5))
    : 0;
  const logAvg = comparablesValue
    ? (1 - comparablesWeight) * logModel + comparablesWeight * Math.log(comparablesValue)
    : logModel;
  const avg = Math.exp(logAvg);
  const explanation: ValuationExplanation = {
    modelValue: roundEstimate(Math.exp(logModel)),
    comparablesValue: comparablesValue === null ? null : roundEstimate(comparablesValue),
    comparablesWeight: Math.round(comparablesWeight * 100) / 100,
    localError: Math.round(sigma * 1000) / 1000,
    localSampleSize: n,
    coverage: RANGE_COVERAGE,
  };
  return {
    price: {
      min: roundEstimate(avg * Math.exp(-Z_80 * sigma)),
      avg: roundEstimate(avg),
      max: roundEstimate(avg * Math.exp(Z_80 * sigma)),
    },
    comparables,
    explanation,
  };
}
