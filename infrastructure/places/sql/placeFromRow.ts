import type { Place, PlaceSlug, PlaceType } from '#domain/places/Place';
import type { places } from '#infrastructure/db/schema';

export type PlaceRow = typeof places.$inferSelect;

/** A places row with its slugs and its ancestors' types as the domain's Place. */
export function placeFromRow(row: PlaceRow, slugs: readonly PlaceSlug[], typeOf: ReadonlyMap<string, string>): Place {
  const place: Place = {
    placeId: row.placeId,
    type: row.type as PlaceType,
    names: row.names,
    ancestors: row.ancestorIds.map((placeId) => ({ placeId, type: (typeOf.get(placeId) ?? 'country') as PlaceType })),
    slugs: [...slugs],
    viewport: {
      northeast: { lat: row.viewportNeLat, lng: row.viewportNeLng },
      southwest: { lat: row.viewportSwLat, lng: row.viewportSwLng },
    },
    countryISO: row.countryIso,
    isEU: row.isEu,
    latitude: row.latitude,
    longitude: row.longitude,
  };
  if (row.population !== null) place.population = row.population;
  if (row.postcode !== null) place.postcode = row.postcode;
  return place;
}
