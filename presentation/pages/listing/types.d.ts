declare global {
  namespace Vike {
    interface PageContext {
      /**
       * Leaflet tile template (config/env.ts MAP_TILE_URL), set by the server in renderPage's
       * pageContextInit. The listing page passes it on through its data; absent, the map shows
       * its marker on a plain background.
       */
      mapTileUrl?: string;
    }
  }
}
export {};
