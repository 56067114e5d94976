import type { AreaUnit } from '../listings/Listing';

/** Square metres in one unit (document 002 §9). */
export const SQUARE_METERS_PER_UNIT: Readonly<Record<AreaUnit, number>> = {
  SquareMeter: 1,
  SquareFoot: 0.092903,
  SquareYard: 0.836127,
  Acre: 4046.8564,
  Hectare: 10000,
};

/** Document 002 §9: "Square-foot price conversion factor 0.092903". */
export const SQUARE_FOOT_PRICE_FACTOR = 0.092903;

/**
 * Listings come from many publishers' feeds, so a unit can be missing or unheard of. Both are
 * data bugs the documents make throw (002 §8: "Area source unit undefined", "Unit conversion
 * ratio unknown") rather than silently showing a wrong surface. A unit is therefore any string (an
 * AreaUnit when the feed is right), not the AreaUnit union.
 */
export function toSquareMeters(value: number, unit: string | null | undefined): number {
  if (unit == null || unit === '') throw new Error('Area source unit undefined');
  return value * ratioOf(unit);
}

export function fromSquareMeters(squareMeters: number, unit: string): number {
  return squareMeters / ratioOf(unit);
}

export function convertArea(value: number, from: string | null | undefined, to: string): number {
  return fromSquareMeters(toSquareMeters(value, from), to);
}

/** Document 002 §9: "2 decimals for Hectare and Acre, 0 otherwise". */
export function areaDisplayDecimals(unit: AreaUnit): number {
  return unit === 'Hectare' || unit === 'Acre' ? 2 : 0;
}

/** Rounded as displayed; EPSILON keeps 1.005 from rounding down through its binary form. */
export function roundAreaForDisplay(value: number, unit: AreaUnit): number {
  const factor = 10 ** areaDisplayDecimals(unit);
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/** A price per square metre expressed per square foot (a square foot is 0.092903 m²). */
export function pricePerSquareFoot(pricePerSquareMeter: number): number {
  return pricePerSquareMeter * SQUARE_FOOT_PRICE_FACTOR;
}

function ratioOf(unit: string): number {
  if (!Object.hasOwn(SQUARE_METERS_PER_UNIT, unit)) throw new Error('Unit conversion ratio unknown');
  return SQUARE_METERS_PER_UNIT[unit as AreaUnit];
}
