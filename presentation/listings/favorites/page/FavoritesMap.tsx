import { useEffect, useRef } from 'react';
import type { Listing } from '#domain/listings/Listing';
import { attributionFor, loadLeaflet } from '#presentation/shared/map/loadLeaflet';
import styles from './FavoritesPage.module.css';

/**
 * The map half of /favorites: one pin per favourite, framed to show them all. Leaflet loads in
 * the browser only; without a tile server the pins sit on the panel's plain background.
 */
export function FavoritesMap({ listings, tileUrl }: { listings: readonly Listing[]; tileUrl?: string }) {
  const container = useRef<HTMLDivElement>(null);
  const points = listings.map((listing) => [listing.location.latitude, listing.location.longitude] as const);
  const key = points.map((point) => point.join(',')).join(';');

  useEffect(() => {
    const element = container.current;
    if (!element || points.length === 0) return undefined;
    let disposed = false;
    let remove: (() => void) | undefined;
    void loadLeaflet().then((L) => {
      if (disposed) return;
      const map = L.map(element, { scrollWheelZoom: false, attributionControl: Boolean(tileUrl) });
      if (tileUrl)
        L.tileLayer(tileUrl, { maxZoom: 19, attribution: attributionFor(tileUrl), crossOrigin: true }).addTo(map);
      const icon = L.divIcon({ className: styles.marker, html: MARKER_SVG, iconSize: [30, 38], iconAnchor: [15, 38] });
      for (const [index, point] of points.entries()) {
        L.marker([point[0], point[1]], { icon, keyboard: false, alt: listings[index]?.title ?? '' }).addTo(map);
      }
      map.fitBounds(L.latLngBounds(points.map((point) => [point[0], point[1]])), { padding: [40, 40], maxZoom: 14 });
      element.dataset.ready = 'true';
      remove = () => map.remove();
    });
    return () => {
      disposed = true;
      remove?.();
    };
    // The pins change only when the favourites do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, tileUrl]);

  return (
    <div className={styles.mapFrame}>
      <div ref={container} className={styles.map} data-testid="favorites-map" />
    </div>
  );
}

const MARKER_SVG =
  '<svg viewBox="0 0 36 44" width="30" height="38" aria-hidden="true"><path d="M18 43s15-13.2 15-25A15 15 0 0 0 3 18c0 11.8 15 25 15 25Z" fill="currentColor" stroke="#fff" stroke-width="2"/><path d="M18 25.5s-6-3.6-7.4-7.4c-1-2.7.9-5.3 3.5-5.3 1.6 0 2.8.9 3.9 2.3 1-1.4 2.2-2.3 3.8-2.3 2.7 0 4.5 2.6 3.6 5.3-1.4 3.8-7.4 7.4-7.4 7.4z" fill="#fff"/></svg>';
