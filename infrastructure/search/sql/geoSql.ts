import { type SQL, sql } from 'drizzle-orm';
import type { Viewport } from '#domain/places/Place';
import type { LatLng } from '#domain/places/geometry/LatLng';
import { EARTH_RADIUS_M } from '#domain/places/geometry/MapGeometry';
import type { NearbyArea } from '#domain/search/location/nearbyArea';

/**
 * Geometry on listings without PostGIS (PGlite has none): PostgreSQL's own point and polygon
 * types. `point(longitude, latitude)` is indexed with GiST (migration search_indexes), which
 * serves `<@ polygon` directly; distances are haversine on the 6371000 m sphere.
 */
export const LISTING_POINT = sql.raw('point(l.longitude, l.latitude)');

/**
 * A box as ranges of the plain columns, not `point <@ box`: the planner guesses 0.1 % of the rows
 * for any `<@` (it has no statistics on points), so a country's map (224,000 of 1,000,000 in
 * its box) was planned as a few hundred rows, a bitmap over the whole table, then a sort on disk
 * (320 ms p95). Ranges are estimated from the columns' histograms and read from the
 * country's covering index. Inclusive as the box was (and as the in-memory index's viewportCheck);
 * corners in either order, as box() takes them.
 */
function boxSql(west: number, south: number, east: number, north: number): SQL {
  return sql`(l.latitude between ${Math.min(south, north)} and ${Math.max(south, north)} and l.longitude between ${Math.min(west, east)} and ${Math.max(west, east)})`;
}

/** Inside a viewport; one crossing the antimeridian (west above east) is two boxes. */
export function inViewportSql(viewport: Viewport): SQL {
  const { northeast: ne, southwest: sw } = viewport;
  if (sw.lng <= ne.lng) return boxSql(sw.lng, sw.lat, ne.lng, ne.lat);
  return sql`(${boxSql(sw.lng, sw.lat, 180, ne.lat)} or ${boxSql(-180, sw.lat, ne.lng, ne.lat)})`;
}

/** A polygon as PostgreSQL reads it: '((lng,lat),…)'. Drawn on a map, so x is the longitude. */
export const polygonLiteral = (polygon: readonly LatLng[]): string =>
  `(${polygon.map((p) => `(${p.lng},${p.lat})`).join(',')})`;

export function inPolygonSql(polygon: readonly LatLng[]): SQL {
  return sql`${LISTING_POINT} <@ ${polygonLiteral(polygon)}::polygon`;
}

/** Metres from a point to the listing, haversine (document 002 §9: earth radius 6371000 m). */
export function distanceSql(center: LatLng): SQL {
  return sql`(2 * ${EARTH_RADIUS_M} * asin(least(1, sqrt(
    power(sin(radians(l.latitude - ${center.lat}) / 2), 2)
    + cos(radians(${center.lat})) * cos(radians(l.latitude)) * power(sin(radians(l.longitude - ${center.lng}) / 2), 2)))))`;
}

/** The box around a circle, for the index, before the exact distance test. */
export function circleBoundingBox(area: NearbyArea): Viewport {
  const dLat = (area.radiusM / EARTH_RADIUS_M) * (180 / Math.PI);
  const cos = Math.max(0.01, Math.cos((area.center.lat * Math.PI) / 180));
  const dLng = Math.min(180, dLat / cos);
  return {
    northeast: { lat: Math.min(90, area.center.lat + dLat), lng: Math.min(180, area.center.lng + dLng) },
    southwest: { lat: Math.max(-90, area.center.lat - dLat), lng: Math.max(-180, area.center.lng - dLng) },
  };
}

export function inCircleSql(area: NearbyArea): SQL {
  return sql`(${inViewportSql(circleBoundingBox(area))} and ${distanceSql(area.center)} <= ${area.radiusM})`;
}
