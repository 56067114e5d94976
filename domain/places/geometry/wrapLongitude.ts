/**
 * Longitude brought back into -180..180 (document 002 §9): a map panned across the
 * antimeridian reports 190°, which is -170°. 180 stays 180 (and -180 stays -180).
 */
export function wrapLongitude(lng: number): number {
  if (lng >= -180 && lng <= 180) return lng;
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lng > 0 ? 180 : wrapped;
}
