import type * as Leaflet from 'leaflet';
import { listingPriceView } from '#domain/listings/ListingPriceView';
import { listingTitle } from '#domain/listings/ListingTitle';
import type { LatLng } from '#domain/places/geometry/LatLng';
import { formatMoney } from '#domain/portal/MoneyFormat';
import { formatNumber } from '#domain/portal/NumberFormat';
import type { Language, Portal } from '#domain/portal/Portal';
import type { SearchListing } from '#domain/search/results/SearchResult';
import { listingHref } from '../results/listingHref';
import type { MapMarker } from './mapMarkers';

type L = typeof Leaflet;

/** Texts and settings the markers need from the React side (translated there). */
export interface MarkerTexts {
  /** "{count} listings: zoom in", the name of a cluster. */
  cluster: (count: string) => string;
  /** Accessible name prefix of a listing marker. */
  listing: string;
  onRequest?: string;
  locale?: string;
  currency?: string;
  culture?: Language;
  portal?: Pick<Portal, 'defaultCulture'>;
  searchId?: number;
}

/**
 * Draws the markers again (a thousand at most, document 001 §9): a price label per listing, a
 * count per cluster. A click on a cluster zooms to where it falls apart; a listing opens a
 * small card linking to its page. Markers are keyboard-focusable buttons with a name.
 */
export function drawMarkers(
  leaflet: L,
  map: Leaflet.Map,
  group: Leaflet.LayerGroup,
  byListing: Map<number, Leaflet.Marker>,
  markers: readonly MapMarker[],
  texts: MarkerTexts,
): void {
  group.clearLayers();
  byListing.clear();
  for (const marker of markers) {
    if (marker.kind === 'cluster') {
      const size = marker.count >= 1000 ? 56 : marker.count >= 100 ? 48 : 40;
      const count = formatNumber(marker.count, texts.locale ?? 'en', 0);
      const icon = leaflet.divIcon({
        className: `hf-cluster hf-cluster--${marker.side}`,
        iconSize: [size, size],
        html: `<span>${escapeHtml(count)}</span>`,
      });
      const layer = leaflet.marker([marker.lat, marker.lng], {
        icon,
        keyboard: true,
        title: texts.cluster(count),
        riseOnHover: true,
      });
      layer.on('click', () => map.setView([marker.lat, marker.lng], marker.zoomTo));
      group.addLayer(layer);
      continue;
    }
    const label = marker.listing ? priceLabel(marker.listing, texts) : '';
    const name = label || (marker.listing ? (texts.onRequest ?? '') : '');
    const icon = leaflet.divIcon({
      className: `hf-marker hf-marker--${marker.side}`,
      iconSize: undefined,
      html: label
        ? `<span class="hf-marker__label">${escapeHtml(label)}</span>`
        : '<span class="hf-marker__dot"></span>',
    });
    const layer = leaflet.marker([marker.lat, marker.lng], {
      icon,
      keyboard: true,
      title: `${texts.listing} ${name}`.trim(),
      riseOnHover: true,
    });
    if (marker.listing)
      layer.bindPopup(() => popupFor(marker.listing!, name, texts), {
        closeButton: true,
        maxWidth: 260,
        minWidth: 220,
        className: 'hf-popup',
      });
    byListing.set(marker.id, layer);
    group.addLayer(layer);
  }
}

/** The drawn search area, or nothing. */
export function drawArea(leaflet: L, group: Leaflet.LayerGroup, polygon: readonly LatLng[] | undefined): void {
  group.clearLayers();
  if (!polygon || polygon.length < 3) return;
  leaflet
    .polygon(
      polygon.map(({ lat, lng }) => [lat, lng] as [number, number]),
      {
        color: '#0b5fff',
        weight: 3,
        fillColor: '#0b5fff',
        fillOpacity: 0.08,
        interactive: false,
      },
    )
    .addTo(group);
}

function priceLabel(listing: SearchListing, texts: MarkerTexts): string {
  const price = listingPriceView(listing, texts.currency ?? listing.price.values[0]?.currencyId ?? 'EUR');
  // "Price on request" is too long for a pin: such a listing is a dot, named in its title.
  if (price.kind !== 'amount') return '';
  return formatMoney(price.amount, price.currencyId, texts.locale ?? 'en', { compact: true });
}

function popupFor(listing: SearchListing, label: string, texts: MarkerTexts): HTMLElement {
  const link = document.createElement('a');
  link.className = 'hf-popup__card';
  link.href = texts.culture && texts.portal ? listingHref(listing, texts.culture, texts.portal, texts.searchId) : '#';
  const image = listing.images[0];
  if (image) {
    const img = document.createElement('img');
    img.src = image.url;
    img.alt = '';
    img.width = 260;
    img.height = 195;
    img.loading = 'lazy';
    link.append(img);
  }
  const body = document.createElement('span');
  body.className = 'hf-popup__body';
  const price = document.createElement('strong');
  price.textContent = label;
  const title = document.createElement('span');
  const view = listingTitle(listing, texts.culture ?? 'en');
  title.textContent = view.kind === 'text' ? view.display : listing.location.locality;
  const place = document.createElement('span');
  place.className = 'hf-popup__place';
  place.textContent = [listing.location.postcode, listing.location.locality].filter(Boolean).join(' ');
  body.append(price, title, place);
  link.append(body);
  return link;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
