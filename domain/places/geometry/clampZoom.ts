import { DEFAULT_ZOOM_LIMITS, type ZoomLimits } from './MapGeometry';

/** Zoom clamped to the configured limits (document 001 §9: 3 to 20); fractional zooms keep their fraction. */
export function clampZoom(zoom: number, limits: ZoomLimits = DEFAULT_ZOOM_LIMITS): number {
  if (Number.isNaN(zoom)) return limits.min;
  return Math.min(limits.max, Math.max(limits.min, zoom));
}
