import type { AreaUnit } from '../listings/Listing';
import type { DisplayedArea } from './AreaDisplay';
import { areaDisplayDecimals } from './AreaUnits';
import { formatNumber } from './NumberFormat';

/** Unit symbols are the same in the six cultures, so they live here rather than in the catalogues. */
export const AREA_UNIT_SYMBOLS: Readonly<Record<AreaUnit, string>> = {
  SquareMeter: 'm²',
  SquareFoot: 'ft²',
  SquareYard: 'yd²',
  Acre: 'ac',
  Hectare: 'ha',
};

/**
 * "120 m²", "1,23 ha". A no-break space joins number and symbol so a line never starts with
 * the unit. Decimals are at most the unit's display rounding (document 002 §9), without
 * padding: 1.2 ha, not 1.20 ha.
 */
export function formatArea(area: Pick<DisplayedArea, 'value' | 'unit'>, locale: string): string {
  return `${formatNumber(area.value, locale, areaDisplayDecimals(area.unit))}\u00a0${AREA_UNIT_SYMBOLS[area.unit]}`;
}
