import type { EnergyRatingType, Rating } from './Listing';

export type EnergyGrade = Rating['grade'];

export interface EnergyBand {
  grade: EnergyGrade;
  /** Highest value in the band, inclusive; G has none. */
  upTo?: number;
}

/**
 * Document 000 §9: energy "A under 50, B 51-90, C 91-150, D 151-230, E 231-330, F 331-450,
 * G over 450"; CO2 "A under 5, B 6-10, C 11-20, D 21-35, E 36-55, F 56-80, G over 80".
 *
 * The documents leave gaps: exactly 50 (or 5), and anything between two integer bands such as
 * 50.5 or 90.4. Our decision: each band runs up to and including its upper bound, and the
 * next band starts just above it. So 50 is A (B begins at 51, and an energy certificate
 * treats its limit as the best value still in the class), 50.5 is B, 90 is B, 90.1 is C,
 * and 450 is F while 450.1 is G. Values are kWh/m²·year (energy) and kg CO2/m²·year.
 */
export const ENERGY_SCALES: Readonly<Record<EnergyRatingType, readonly EnergyBand[]>> = {
  EnergyEu: bands([50, 90, 150, 230, 330, 450]),
  Co2Eu: bands([5, 10, 20, 35, 55, 80]),
};

/** The grade a value falls in, or undefined for a value no certificate can carry (negative, NaN, infinite). */
export function energyGrade(ratingType: EnergyRatingType, value: number): EnergyGrade | undefined {
  if (!Number.isFinite(value) || value < 0) return undefined;
  return ENERGY_SCALES[ratingType].find((band) => band.upTo === undefined || value <= band.upTo)?.grade;
}

function bands(upperBounds: readonly number[]): EnergyBand[] {
  const grades: EnergyGrade[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
  return grades.map((grade, i) => (i < upperBounds.length ? { grade, upTo: upperBounds[i] } : { grade }));
}
