import type { places } from '#infrastructure/db/schema';
import type { PlaceNode } from './buildGeography';

/** Place nodes as rows of the places table. */
export function placeRows(nodes: readonly PlaceNode[]): (typeof places.$inferInsert)[] {
  return nodes.map((n) => ({
    placeId: n.placeId,
    type: n.type,
    parentId: n.parentId,
    countryIso: n.countryIso,
    names: n.names,
    latitude: n.latitude,
    longitude: n.longitude,
    viewportNeLat: n.viewport.northeast.lat,
    viewportNeLng: n.viewport.northeast.lng,
    viewportSwLat: n.viewport.southwest.lat,
    viewportSwLng: n.viewport.southwest.lng,
    population: n.population ?? null,
    postcode: n.postcode ?? null,
    isEu: n.isEU,
    ancestorIds: n.ancestorIds,
  }));
}
