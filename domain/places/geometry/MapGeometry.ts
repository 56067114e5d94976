/**
 * Map geometry constants (document 002 §9, document 001 §9). Zoom limits are configuration
 * ("clamped to a minimum and maximum from config"); 3 and 20 are document 001's values.
 */
export const COORDINATE_DECIMALS = 13;
export const EARTH_RADIUS_M = 6371000;
export const BIG_LOCALITY_DIAGONAL_M = 8000;

export interface ZoomLimits {
  min: number;
  max: number;
}
export const DEFAULT_ZOOM_LIMITS: ZoomLimits = { min: 3, max: 20 };
