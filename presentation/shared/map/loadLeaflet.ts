import type * as Leaflet from 'leaflet';

let leaflet: Promise<typeof Leaflet> | undefined;
let drawing: Promise<typeof Leaflet> | undefined;

/**
 * Leaflet and its stylesheet, loaded once per page in the browser: Leaflet touches `window` when
 * imported, so no map module imports it at the top (STACK.md), and every map shares this load.
 */
export function loadLeaflet(): Promise<typeof Leaflet> {
  leaflet ??= Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(([module]) => module.default);
  return leaflet;
}

/** Leaflet with the geoman drawing tools (the search map's drawn areas). */
export function loadLeafletWithDrawing(): Promise<typeof Leaflet> {
  drawing ??= loadLeaflet().then(async (L) => {
    // geoman extends the global L it finds on window.
    (window as unknown as { L: typeof Leaflet }).L = L;
    await Promise.all([
      import('@geoman-io/leaflet-geoman-free'),
      import('@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css'),
    ]);
    return L;
  });
  return drawing;
}

/** OpenStreetMap's licence asks for its credit; other tile servers bring their own terms. */
export function attributionFor(tileUrl: string): string {
  return /openstreetmap\.(org|fr|de)/.test(tileUrl)
    ? '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
    : '';
}
