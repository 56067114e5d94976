import type { Viewport } from '#domain/places/Place';
import type { LatLng, SearchFilters } from '../SearchFilters';
import type { NearbyArea } from '../location/nearbyArea';

/**
 * My home's map thumbnail of a search ("each card shows ... a map thumbnail"): the
 * searched area drawn to scale in Web Mercator (the projection of the portal's map), fitted in a
 * small frame, with a scale bar. Drawn from what the search holds (its place's viewport, its drawn
 * polygons, its nearby circle), so it needs no tiles and works offline.
 */
export interface SearchThumbnail {
  width: number;
  height: number;
  /** The place's box, when the search is a place. */
  area?: { x: number; y: number; width: number; height: number };
  /** Each drawn polygon as an SVG path. */
  polygons: string[];
  /** The nearby mode's circle around the place. */
  circle?: { cx: number; cy: number; r: number };
  pin?: { x: number; y: number };
  /** A round distance and its length in the frame. */
  scale: { meters: number; pixels: number };
}

const TILE = 256;
const MAX_ZOOM = 16;
const PAD = 10;
const EARTH_CIRCUMFERENCE_M = 40_075_016.686;

/** Web Mercator world pixels at zoom `z`. */
export function project(point: LatLng, zoom: number): { x: number; y: number } {
  const size = TILE * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((point.lat * Math.PI) / 180), -0.9999), 0.9999);
  return {
    x: ((point.lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

function boundsOf(points: LatLng[]): Viewport {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return {
    southwest: { lat: Math.min(...lats), lng: Math.min(...lngs) },
    northeast: { lat: Math.max(...lats), lng: Math.max(...lngs) },
  };
}

/** Meters to degrees of latitude and longitude at a latitude (for the circle's box). */
function circleBounds(area: NearbyArea): LatLng[] {
  const dLat = area.radiusM / 111_320;
  const dLng = area.radiusM / (111_320 * Math.max(Math.cos((area.center.lat * Math.PI) / 180), 0.01));
  return [
    { lat: area.center.lat - dLat, lng: area.center.lng - dLng },
    { lat: area.center.lat + dLat, lng: area.center.lng + dLng },
  ];
}

const NICE = [1, 2, 5];
function roundMeters(meters: number): number {
  const power = 10 ** Math.floor(Math.log10(meters));
  let best = power;
  for (const step of NICE) if (step * power <= meters) best = step * power;
  return best;
}

export function searchThumbnail(
  search: { filters: SearchFilters; nearbyArea?: NearbyArea },
  placeViewport: Viewport | undefined,
  frame: { width: number; height: number } = { width: 160, height: 96 },
): SearchThumbnail | undefined {
  const location = search.filters.location;
  const polygons = location?.polygons ?? (location?.polygon ? [location.polygon] : []);
  const viewport = location?.viewport ?? placeViewport;
  const points: LatLng[] = [
    ...polygons.flat(),
    ...(viewport ? [viewport.southwest, viewport.northeast] : []),
    ...(search.nearbyArea ? circleBounds(search.nearbyArea) : []),
  ];
  if (points.length === 0) return undefined;
  const bounds = boundsOf(points);
  // The largest zoom at which the whole area fits inside the frame's padding.
  let zoom = MAX_ZOOM;
  for (; zoom > 0; zoom--) {
    const sw = project(bounds.southwest, zoom);
    const ne = project(bounds.northeast, zoom);
    if (ne.x - sw.x <= frame.width - 2 * PAD && sw.y - ne.y <= frame.height - 2 * PAD) break;
  }
  const sw = project(bounds.southwest, zoom);
  const ne = project(bounds.northeast, zoom);
  const origin = { x: (sw.x + ne.x) / 2 - frame.width / 2, y: (sw.y + ne.y) / 2 - frame.height / 2 };
  const at = (point: LatLng) => {
    const p = project(point, zoom);
    return { x: round(p.x - origin.x), y: round(p.y - origin.y) };
  };
  const thumbnail: SearchThumbnail = {
    ...frame,
    polygons: polygons.map(
      (polygon) => polygon.map((point, i) => `${i === 0 ? 'M' : 'L'}${at(point).x} ${at(point).y}`).join(' ') + ' Z',
    ),
    scale: { meters: 0, pixels: 0 },
  };
  if (viewport) {
    const a = at({ lat: viewport.northeast.lat, lng: viewport.southwest.lng });
    const b = at({ lat: viewport.southwest.lat, lng: viewport.northeast.lng });
    thumbnail.area = { x: a.x, y: a.y, width: round(b.x - a.x), height: round(b.y - a.y) };
    if (polygons.length === 0)
      thumbnail.pin = at({
        lat: (viewport.southwest.lat + viewport.northeast.lat) / 2,
        lng: (viewport.southwest.lng + viewport.northeast.lng) / 2,
      });
  }
  if (search.nearbyArea) {
    const center = at(search.nearbyArea.center);
    const edge = at({ lat: search.nearbyArea.center.lat, lng: circleBounds(search.nearbyArea)[1].lng });
    thumbnail.circle = { cx: center.x, cy: center.y, r: round(edge.x - center.x) };
  }
  // Meters per pixel at the frame's middle latitude; the bar at most a third of the frame.
  const middle = (bounds.southwest.lat + bounds.northeast.lat) / 2;
  const metersPerPixel = (EARTH_CIRCUMFERENCE_M * Math.cos((middle * Math.PI) / 180)) / (TILE * 2 ** zoom);
  const meters = roundMeters((frame.width / 3) * metersPerPixel);
  thumbnail.scale = { meters, pixels: round(meters / metersPerPixel) };
  return thumbnail;
}

const round = (value: number) => Math.round(value * 10) / 10;
