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

/**
 * A listing's own area (document 002 §3: area values carry their unit "and an original flag"):
 * the area as published, with the visitor's unit beside it when they differ, as the overseas
 * portals show it: "6,146 ft² (571 m²)"; "120 m²" when nothing was converted.
 */
export function formatPublishedArea(area: DisplayedArea, locale: string): string {
  const shown = formatArea(area, locale);
  return area.original ? `${formatArea(area.original, locale)} (${shown})` : shown;
}
