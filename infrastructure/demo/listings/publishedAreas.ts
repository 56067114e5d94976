import type { AreaUnit } from '#domain/listings/Listing';
import { fromSquareMeters, toSquareMeters } from '#domain/portal/AreaUnits';
import type { Random } from '../Random';
import type { PropertyFeatures } from './propertyFeatures';

/**
 * Areas as the owner published them, plus the m² the search sorts and filters on. Most publish
 * square metres; large plots come in hectares; some British sellers in Spain and Portugal use
 * square feet and acres, which exercises every conversion of document 002 §9.
 */
export function areaColumns(features: PropertyFeatures, countryIso: string, rng: Random) {
  const british = (countryIso === 'ES' || countryIso === 'PT') && rng.chance(0.04);
  const living = features.livingM2 ? published(features.livingM2, british ? 'SquareFoot' : 'SquareMeter') : undefined;
  const landUnit: AreaUnit = !features.landM2
    ? 'SquareMeter'
    : british
      ? rng.pick(['Acre', 'SquareYard'] as const)
      : features.landM2 >= 20_000 && rng.chance(0.6)
        ? 'Hectare'
        : 'SquareMeter';
  const land = features.landM2 ? published(features.landM2, landUnit) : undefined;
  return {
    livingArea: living?.value ?? null,
    livingAreaUnit: living?.unit ?? null,
    livingM2: living?.m2 ?? null,
    landArea: land?.value ?? null,
    landAreaUnit: land?.unit ?? null,
    landM2: land?.m2 ?? null,
  };
}

/** Rounds in the published unit (2 decimals for Hectare and Acre, whole otherwise), then normalises. */
function published(m2: number, unit: AreaUnit): { value: number; unit: AreaUnit; m2: number } {
  const decimals = unit === 'Hectare' || unit === 'Acre' ? 2 : unit === 'SquareMeter' ? 1 : 0;
  const factor = 10 ** decimals;
  const value = Math.round(fromSquareMeters(m2, unit) * factor) / factor;
  return { value, unit, m2: Math.round(toSquareMeters(value, unit) * 100) / 100 };
}
