import { energyGrade } from '../EnergyScale';
import type { EnergyRatingType, Rating } from '../Listing';
import { readNumber } from './feedTree';
import { type ImportRejection, type ImportRejectionReason, type ImportedRating, rejection } from './ImportedListing';

interface NumberRule {
  min?: number;
  max?: number;
  integer?: boolean;
}

/**
 * Collects what is wrong with one listing of a feed while it is mapped: every field is read, so
 * the agency learns all its listing's faults from one run, not one per run.
 */
export class ListingChecks {
  readonly rejections: ImportRejection[] = [];

  constructor(readonly reference: string) {}

  reject(field: string, reason: ImportRejectionReason, value?: unknown): undefined {
    this.rejections.push(rejection(this.reference, field, reason, value));
    return undefined;
  }

  /** An optional number: absent is fine, unreadable or out of range is the listing's fault. */
  number(field: string, raw: string | undefined, rule: NumberRule = {}): number | undefined {
    const read = readNumber(raw);
    if (read.kind === 'absent') return undefined;
    if (read.kind === 'invalid') return this.reject(field, 'NotANumber', read.raw);
    const { value } = read;
    if (
      (rule.integer && !Number.isInteger(value)) ||
      (rule.min !== undefined && value < rule.min) ||
      (rule.max !== undefined && value > rule.max)
    )
      return this.reject(field, 'OutOfRange', raw);
    return value;
  }

  required<T>(field: string, value: T | undefined, raw?: unknown): T | undefined {
    return value === undefined ? this.reject(field, 'Required', raw) : value;
  }

  get ok(): boolean {
    return this.rejections.length === 0;
  }
}

/** Counts a person can be housed in: rooms may be halves (Swiss 3.5), the others are whole. */
export const ROOMS_RULE: NumberRule = { min: 0, max: 500 };
export const COUNT_RULE: NumberRule = { min: 0, max: 500, integer: true };
export const FLOOR_RULE: NumberRule = { min: -10, max: 300, integer: true };
/** Surfaces up to 100 km²; a zero surface says nothing and is refused like a negative one. */
export const AREA_RULE: NumberRule = { min: 0.01, max: 100_000_000 };
export const PRICE_RULE: NumberRule = { min: 0.01, max: 1e12 };
export const YEAR_RULE: NumberRule = { min: 1000, max: 2100, integer: true };

const GRADES: readonly Rating['grade'][] = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

/**
 * An energy certificate on the EU scale of document 000 §9. The value decides the grade when the
 * feed gives one ("A under 50, B 51-90…"), so a listing cannot show a grade its value contradicts.
 * Letters beyond the scale keep their side of it: A+ (and A++, A+++) is better than 50 and so A;
 * the German H is worse than G's "over 450" and so G. Any other letter is refused, not guessed.
 */
export function energyRating(
  checks: ListingChecks,
  ratingType: EnergyRatingType,
  rawGrade: string | undefined,
  rawValue: string | undefined,
): ImportedRating | undefined {
  const field = ratingType === 'EnergyEu' ? 'energyRating' : 'co2Rating';
  const value = checks.number(field, rawValue, { min: 0, max: 100_000 });
  if (value !== undefined) {
    const grade = energyGrade(ratingType, value);
    return grade ? { ratingType, grade, value } : undefined;
  }
  if (rawValue !== undefined) return undefined;
  if (rawGrade === undefined) return undefined;
  const letter = rawGrade.toUpperCase();
  if (/^A\+{1,3}$/u.test(letter)) return { ratingType, grade: 'A' };
  if (letter === 'H') return { ratingType, grade: 'G' };
  if ((GRADES as readonly string[]).includes(letter)) return { ratingType, grade: letter as Rating['grade'] };
  return checks.reject(field, 'UnknownGrade', rawGrade);
}

/** A two-letter language (ISO 639-1) from a tag or element name such as `de`, `en-GB`, `EN`. */
export function languageOf(tag: string | undefined): string | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/u)[0];
  return primary && /^[a-z]{2}$/u.test(primary) ? primary : undefined;
}

/** An ISO 4217 code as feeds write it (`eur`, ` EUR `); anything else is not a currency. */
export function currencyOf(raw: string | undefined): string | undefined {
  const code = raw?.trim().toUpperCase();
  return code && /^[A-Z]{3}$/u.test(code) ? code : undefined;
}

/** Sorted, without repeats: the order a feed lists features in says nothing, so it changes nothing. */
export const amenitySet = (values: Iterable<string>): string[] => [...new Set(values)].sort();

/** The entries that have a value: an absent field is left out, not written as undefined. */
export function defined<T extends Record<string, unknown>>(values: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
