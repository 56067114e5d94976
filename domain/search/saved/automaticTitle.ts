import type { NumberRange, SearchFilters } from '../SearchFilters';

/**
 * Document 001 §3 Search: automaticTitle and automaticSubtitle, shown for searches the visitor
 * did not name. The title is the searched place's name in the request's language; a drawn or
 * map-area search gets a message key the UI translates. The subtitle lists the main filters in
 * the documents' vocabulary (Sell, Apartment, 3+ rooms, 200000-500000 CHF), which the UI may
 * translate word by word.
 */
export const MAP_AREA_TITLE_KEY = 'Search.AutomaticTitle.MapArea';
export const ANYWHERE_TITLE_KEY = 'Search.AutomaticTitle.Anywhere';

export function automaticTitle(filters: SearchFilters, placeName: string | undefined): string {
  if (placeName) return placeName;
  const location = filters.location;
  return location && (location.polygon || location.polygons || location.viewport)
    ? MAP_AREA_TITLE_KEY
    : ANYWHERE_TITLE_KEY;
}

export function automaticSubtitle(filters: SearchFilters, currencyId: string): string {
  const parts: string[] = [];
  if (filters.transactionType) parts.push(filters.transactionType);
  if (filters.types?.length) parts.push(filters.types.join(', '));
  if (filters.luxury) parts.push('Luxury');
  const rooms = range(filters.numberOf?.rooms);
  if (rooms) parts.push(`${rooms} rooms`);
  const bedrooms = range(filters.numberOf?.bedrooms);
  if (bedrooms) parts.push(`${bedrooms} bedrooms`);
  const price = range(filters.price);
  if (price) parts.push(`${price} ${currencyId}`);
  const area = range(filters.area?.living);
  if (area) parts.push(`${area} ${filters.area?.living?.unit ?? 'SquareMeter'}`);
  if (filters.amenities?.length) parts.push(filters.amenities.join(', '));
  return parts.join(' · ');
}

function range(r: NumberRange | undefined): string | undefined {
  if (!r || (r.min === undefined && r.max === undefined)) return undefined;
  if (r.max === undefined) return `${r.min}+`;
  if (r.min === undefined) return `≤${r.max}`;
  return r.min === r.max ? `${r.min}` : `${r.min}-${r.max}`;
}
