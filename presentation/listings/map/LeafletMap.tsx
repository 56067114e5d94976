import { useEffect, useRef } from 'react';
import { attributionFor, loadLeaflet } from '#presentation/shared/map/loadLeaflet';
import styles from './ListingMap.module.css';

export interface LeafletMapProps {
  latitude: number;
  longitude: number;
  approximate: boolean;
  /** {z}/{x}/{y} template from the server's MAP_TILE_URL; without one the marker sits on the plain panel. */
  tileUrl?: string;
  markerLabel: string;
}

/** Radius of the area drawn for an approximate location: about a neighbourhood. */
const APPROXIMATE_RADIUS_M = 600;

/**
 * The Leaflet map, browser only: Leaflet is imported inside the effect, when the panel comes
 * near the viewport, so neither the server nor the first paint pays for it. The marker is a
 * CSS/SVG div icon, not Leaflet's PNG, so it shows without any network (tiles may fail
 * offline; the panel's own background stays behind them).
 */
export function LeafletMap({ latitude, longitude, approximate, tileUrl, markerLabel }: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let disposed = false;
    let remove: (() => void) | undefined;

    const load = async () => {
      const L = await loadLeaflet();
      if (disposed) return;
      const center: [number, number] = [latitude, longitude];
      const map = L.map(element, {
        center,
        zoom: approximate ? 14 : 15,
        scrollWheelZoom: false,
        attributionControl: Boolean(tileUrl),
      });
      if (tileUrl) {
        L.tileLayer(tileUrl, { maxZoom: 19, attribution: attributionFor(tileUrl), crossOrigin: true }).addTo(map);
      }
      if (approximate) {
        L.circle(center, { radius: APPROXIMATE_RADIUS_M, className: styles.area, interactive: false }).addTo(map);
      } else {
        const icon = L.divIcon({
          className: styles.marker,
          html: MARKER_SVG,
          iconSize: [36, 44],
          iconAnchor: [18, 44],
        });
        L.marker(center, { icon, title: markerLabel, alt: markerLabel, keyboard: false }).addTo(map);
      }
      element.dataset.ready = 'true';
      remove = () => map.remove();
    };

    // Below the fold on most screens: wait until the visitor scrolls near it.
    if (typeof IntersectionObserver === 'undefined') {
      void load();
      return () => {
        disposed = true;
        remove?.();
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void load();
        }
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => {
      disposed = true;
      observer.disconnect();
      remove?.();
    };
  }, [latitude, longitude, approximate, tileUrl, markerLabel]);

  return <div ref={container} className={styles.map} />;
}

const MARKER_SVG =
  '<svg viewBox="0 0 36 44" width="36" height="44" aria-hidden="true"><path d="M18 43s15-13.2 15-25A15 15 0 0 0 3 18c0 11.8 15 25 15 25Z" fill="currentColor" stroke="#fff" stroke-width="2"/><circle cx="18" cy="18" r="6" fill="#fff"/></svg>';
