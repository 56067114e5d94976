import { COORDINATE_DECIMALS } from './MapGeometry';

const FACTOR = 10 ** COORDINATE_DECIMALS;

/**
 * Coordinates rounded to 13 decimals (document 002 §9), so a map moved by a rounding error
 * does not count as a new search. -0 becomes 0: both print the same in a URL.
 */
export function roundCoordinate(value: number): number {
  const rounded = Math.round(value * FACTOR) / FACTOR;
  return Object.is(rounded, -0) ? 0 : rounded;
}
