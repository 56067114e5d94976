import Supercluster, { type ClusterProperties, type PointFeature } from 'supercluster';
import { clampZoom } from '#domain/places/geometry/clampZoom';
import { wrapLongitude } from '#domain/places/geometry/wrapLongitude';
import type { Viewport } from '#domain/places/Place';
import type { MapSide, SearchListing } from '#domain/search/results/SearchResult';

/** Inside the search (its place, its drawn area) or only on the visible map around it. */
export type MapSideName = 'inside' | 'outside';

export type MapMarker =
  | { kind: 'listing'; key: string; id: number; lat: number; lng: number; side: MapSideName; listing?: SearchListing }
  | { kind: 'cluster'; key: string; lat: number; lng: number; side: MapSideName; count: number; zoomTo: number };

/** Screen pixels within which markers merge into a cluster in the browser (a marker is about 40 px wide). */
export const CLUSTER_RADIUS_PX = 60;
/** From street level on (18), every listing has its own marker, even in the same building. */
export const CLUSTER_MAX_ZOOM = 17;
/** How far a click on a server cluster zooms in (the server does not say where it falls apart). */
const CLUSTER_STEP = 2;

interface PointProps {
  id: number;
  count: number;
}

/** A point index over one side of a map result, with the listings it knows by id. */
export interface SideIndex {
  index: Supercluster<PointProps, { count: number }>;
  listings: ReadonlyMap<number, SearchListing>;
}

/**
 * The server's clusters (POST /searches/map facets: count, id, lat, lng) when it sends them,
 * else its listings, indexed for clustering in the browser (supercluster): groups the server
 * made are merged further where they would overlap on screen, and counts add up.
 */
export function sideIndex(side: MapSide): SideIndex {
  const points: PointProps[] = [];
  const features: PointFeature<PointProps>[] = [];
  const add = (props: PointProps, lat: number, lng: number) => {
    points.push(props);
    features.push({
      type: 'Feature',
      properties: props,
      geometry: { type: 'Point', coordinates: [wrapLongitude(lng), lat] },
    });
  };
  if (side.facets.length > 0)
    for (const cluster of side.facets) add({ id: cluster.id, count: cluster.count }, cluster.lat, cluster.lng);
  else
    for (const listing of side.listings)
      add({ id: listing.id, count: 1 }, listing.location.latitude, listing.location.longitude);
  const index = new Supercluster<PointProps, { count: number }>({
    // extent 256: the radius is in the pixels of a 256 px tile, which is what Leaflet shows.
    radius: CLUSTER_RADIUS_PX,
    extent: 256,
    minZoom: 3,
    maxZoom: CLUSTER_MAX_ZOOM,
    map: (props) => ({ count: props.count }),
    reduce: (accumulated, props) => {
      accumulated.count += props.count;
    },
  });
  index.load(features);
  return { index, listings: new Map(side.listings.map((listing) => [listing.id, listing])) };
}

/** The markers of one side inside a viewport at a zoom. */
export function sideMarkers(
  { index, listings }: SideIndex,
  viewport: Viewport,
  zoom: number,
  name: MapSideName,
): MapMarker[] {
  const { northeast, southwest } = viewport;
  // supercluster wants west <= east; a view across the antimeridian is asked for in two halves.
  const boxes: [number, number, number, number][] =
    southwest.lng <= northeast.lng
      ? [[southwest.lng, southwest.lat, northeast.lng, northeast.lat]]
      : [
          [southwest.lng, southwest.lat, 180, northeast.lat],
          [-180, southwest.lat, northeast.lng, northeast.lat],
        ];
  const level = Math.round(clampZoom(zoom));
  return boxes
    .flatMap((box) => index.getClusters(box, level))
    .map((feature): MapMarker => {
      const [lng, lat] = feature.geometry.coordinates;
      const props = feature.properties as Partial<PointProps & ClusterProperties>;
      const count = props.count ?? 1;
      if (props.cluster && props.cluster_id !== undefined) {
        return {
          kind: 'cluster',
          key: `${name}-k-${props.cluster_id}`,
          lat,
          lng,
          side: name,
          count,
          zoomTo: clampZoom(Math.max(level + 1, index.getClusterExpansionZoom(props.cluster_id))),
        };
      }
      if (count > 1)
        return {
          kind: 'cluster',
          key: `${name}-s-${props.id}-${count}`,
          lat,
          lng,
          side: name,
          count,
          zoomTo: clampZoom(level + CLUSTER_STEP),
        };
      return {
        kind: 'listing',
        key: `${name}-l-${props.id}`,
        id: props.id!,
        lat,
        lng,
        side: name,
        listing: listings.get(props.id!),
      };
    });
}
