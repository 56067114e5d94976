import type * as Leaflet from 'leaflet';
import type {} from '@geoman-io/leaflet-geoman-free';
import { autorun, reaction } from 'mobx';
import { useEffect, useRef } from 'react';
import { useT } from '#presentation/shared/i18n';
import { attributionFor, loadLeafletWithDrawing } from '#presentation/shared/map/loadLeaflet';
import { useSearchPage } from '../SearchPageContext';
import { drawArea, drawMarkers, type MarkerTexts } from './leafletLayers';
import { addOfflineBasemap } from './offlineBasemap';
import type { SearchMapViewModel } from './SearchMapViewModel';
import { MAP_ZOOM_LIMITS } from './SearchMapViewModel';
import styles from './SearchMap.module.css';

/**
 * The Leaflet map with the drawing tool (leaflet-geoman, MIT, maintained), made in the browser
 * only: Leaflet and geoman are imported when the map mounts, so the server and the first paint
 * never pay for them. It reports every move to the view-model and draws what the view-model
 * says: markers and clusters, the drawn area. Without tiles (no MAP_TILE_URL, or offline) the
 * markers sit on the panel's plain background.
 */
export function LeafletSearchMap({ map: view, tileUrl }: { map: SearchMapViewModel; tileUrl?: string }) {
  const page = useSearchPage();
  const t = useT();
  const element = useRef<HTMLDivElement>(null);
  const texts = useRef<MarkerTexts>({ cluster: String, listing: '' });
  texts.current = {
    cluster: (count) => t('Search.Map.ClusterLabel', { count }),
    listing: t('Search.Map.ListingLabel'),
    locale: page.locale,
    currency: page.settings.currency,
    culture: page.culture,
    portal: page.settings.portal,
    searchId: page.results.searchId,
    onRequest: t('ItemDetails.Price.OnRequest'),
  };

  useEffect(() => {
    const host = element.current;
    if (!host) return undefined;
    let disposed = false;
    const cleanups: (() => void)[] = [];

    const load = async () => {
      const leaflet = await loadLeafletWithDrawing();
      if (disposed) return;
      leaflet.PM.setOptIn(true);
      const map = leaflet.map(host, {
        minZoom: MAP_ZOOM_LIMITS.min,
        maxZoom: MAP_ZOOM_LIMITS.max,
        worldCopyJump: true,
        attributionControl: Boolean(tileUrl),
        zoomSnap: 1,
        // Opt-in mode: only the map itself takes part in drawing, not the thousand markers on it.
        pmIgnore: false,
      });
      if (tileUrl) {
        const tiles = leaflet
          .tileLayer(tileUrl, {
            maxZoom: MAP_ZOOM_LIMITS.max,
            maxNativeZoom: 19,
            attribution: attributionFor(tileUrl),
            crossOrigin: true,
          })
          .addTo(map);
        // Offline, or a tile server down: the countries' outline goes under the markers instead.
        tiles.once('tileerror', () => void addOfflineBasemap(leaflet, map));
      } else {
        void addOfflineBasemap(leaflet, map);
      }
      const initial = view.initialView;
      if (initial.kind === 'centre') map.setView([initial.centre.lat, initial.centre.lng], initial.zoom);
      else
        map.fitBounds(
          [
            [initial.bounds.southwest.lat, initial.bounds.southwest.lng],
            [initial.bounds.northeast.lat, initial.bounds.northeast.lng],
          ],
          { padding: [24, 24] },
        );

      const area = leaflet.layerGroup().addTo(map);
      const markers = leaflet.layerGroup().addTo(map);
      const byListing = new Map<number, Leaflet.Marker>();
      const report = (movedByVisitor: boolean) => {
        const bounds = map.getBounds();
        const centre = map.getCenter();
        view.viewChanged(
          {
            centre: { lat: centre.lat, lng: centre.lng },
            zoom: map.getZoom(),
            bounds: {
              northeast: { lat: bounds.getNorth(), lng: bounds.getEast() },
              southwest: { lat: bounds.getSouth(), lng: bounds.getWest() },
            },
          },
          movedByVisitor,
        );
      };
      map.on('moveend', () => report(true));
      map.on('pm:create', (event) => {
        const layer = event.layer as Leaflet.Polygon;
        const ring = layer.getLatLngs()[0] as Leaflet.LatLng[];
        layer.remove();
        view.finishDrawing(ring.map((point) => ({ lat: point.lat, lng: point.lng })));
      });
      report(false);

      cleanups.push(
        autorun(() => drawMarkers(leaflet, map, markers, byListing, view.markers, texts.current)),
        autorun(() => {
          const id = page.highlightedId;
          for (const [listingId, marker] of byListing)
            marker.getElement()?.classList.toggle('hf-marker--highlighted', listingId === id);
        }),
        autorun(() => drawArea(leaflet, area, page.polygon)),
        reaction(
          () => page.search.filters,
          () => view.refresh(),
        ),
        reaction(
          () => view.drawing,
          (drawing) => {
            if (drawing) {
              map.pm.enableDraw('Polygon', {
                tooltips: false,
                finishOnEnter: true,
                snappable: false,
                continueDrawing: false,
                templineStyle: { color: '#0b5fff', weight: 3 },
                hintlineStyle: { color: '#0b5fff', dashArray: [6, 6] },
                pathOptions: { color: '#0b5fff', weight: 3, fillOpacity: 0.08 },
              });
            } else {
              map.pm.disableDraw();
            }
          },
        ),
        reaction(
          () => page.drawRequested,
          (requested) => {
            if (!requested) return;
            page.drawingTakenUp();
            view.startDrawing();
          },
          { fireImmediately: true },
        ),
        () => map.remove(),
      );
      host.dataset.ready = 'true';
    };

    void load();
    return () => {
      disposed = true;
      for (const cleanup of cleanups.reverse()) cleanup();
    };
  }, [view, page, tileUrl]);

  return <div ref={element} className={styles.map} data-testid="leaflet-map" />;
}
