import type { AreaUnit, AreaValue } from '../listings/Listing';
import { SQUARE_METERS_PER_UNIT, fromSquareMeters, roundAreaForDisplay, toSquareMeters } from './AreaUnits';

/** Document 002 §3 and §9: metric and imperial unit systems, metric by default. */
export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
export const DEFAULT_UNIT_SYSTEM: UnitSystem = 'metric';

/** Which surface a value measures; land, garden and total may be large enough for hectares. */
export type AreaKind = 'living' | 'land' | 'garden' | 'total';

export interface DisplayedArea {
  value: number;
  unit: AreaUnit;
  /** true when the value was converted from the published unit (the UI may say "approx."). */
  converted: boolean;
  /** The value as published, in its own unit, when it was converted (document 002 §3: "an original flag"). */
  original?: { value: number; unit: AreaUnit };
}

/**
 * Document 002 §9: metric shows SquareMeter in general and "Hectare and SquareMeter for land,
 * garden and total". Our choice of when each applies: a large surface switches to the large
 * unit from one whole large unit upward (10,000 m² shows 1 ha, 9,999 m² shows 9,999 m²), so
 * a displayed hectare value is never below 1. Imperial mirrors it with square feet and acres.
 * SquareYard is accepted as a published unit but never chosen for display.
 */
const DISPLAY_UNITS: Readonly<Record<UnitSystem, { small: AreaUnit; large: AreaUnit }>> = {
  metric: { small: 'SquareMeter', large: 'Hectare' },
  imperial: { small: 'SquareFoot', large: 'Acre' },
};

/** The system a published unit belongs to (SquareYard is imperial). */
export function unitSystemOf(unit: AreaUnit): UnitSystem {
  return unit === 'SquareMeter' || unit === 'Hectare' ? 'metric' : 'imperial';
}

export function displayUnitFor(
  kind: AreaKind,
  squareMeters: number,
  system: UnitSystem = DEFAULT_UNIT_SYSTEM,
): AreaUnit {
  const { small, large } = DISPLAY_UNITS[system];
  if (kind === 'living') return small;
  return squareMeters >= SQUARE_METERS_PER_UNIT[large] ? large : small;
}

/**
 * The value to show for one surface. It starts from the published (original) value, not from a
 * stored conversion, so a value is rounded once and never drifts through two conversions.
 */
export function displayArea(
  values: readonly AreaValue[] | undefined,
  kind: AreaKind,
  system: UnitSystem = DEFAULT_UNIT_SYSTEM,
): DisplayedArea | undefined {
  const source = values?.find((v) => v.original) ?? values?.[0];
  if (!source) return undefined;
  const squareMeters = toSquareMeters(source.value, source.unit);
  const unit = displayUnitFor(kind, squareMeters, system);
  const exact = source.unit === unit ? source.value : fromSquareMeters(squareMeters, unit);
  // A published unit of another system (square feet on a metric portal) is worth showing too;
  // square metres shown as hectares are the same measure in larger steps.
  const foreign = unitSystemOf(source.unit) !== system;
  return {
    value: roundAreaForDisplay(exact, unit),
    unit,
    converted: source.unit !== unit,
    ...(foreign && { original: { value: roundAreaForDisplay(source.value, source.unit), unit: source.unit } }),
  };
}
