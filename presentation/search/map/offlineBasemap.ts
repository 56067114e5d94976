import type * as Leaflet from 'leaflet';
import type { GeometryCollection, Topology } from 'topojson-specification';

type L = typeof Leaflet;

const PANE = 'hf-basemap';

/**
 * Land and borders drawn from Natural Earth (world-atlas, 1:50m, public domain), for a map with
 * no tile server or without a network: the markers then sit on a real outline of the countries
 * rather than on nothing. Loaded only when needed (about 200 kB compressed), under everything.
 */
export async function addOfflineBasemap(leaflet: L, map: Leaflet.Map): Promise<void> {
  if (map.getPane(PANE)) return;
  const pane = map.createPane(PANE);
  pane.style.zIndex = '150';
  pane.style.pointerEvents = 'none';
  const [{ feature }, atlas] = await Promise.all([import('topojson-client'), import('world-atlas/countries-50m.json')]);
  const topology = (atlas.default ?? atlas) as unknown as Topology<{ countries: GeometryCollection }>;
  // The map may have gone (the visitor left the page or closed the map) while the data loaded.
  if (!pane.isConnected) return;
  const countries = feature(topology, topology.objects.countries);
  leaflet
    .geoJSON(countries, {
      pane: PANE,
      interactive: false,
      style: { color: '#c3ccd6', weight: 1, fillColor: '#f6f4ef', fillOpacity: 1 },
    })
    .addTo(map);
}
