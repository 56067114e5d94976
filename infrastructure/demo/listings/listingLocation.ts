import type { GeocodeLevel } from '#domain/listings/Listing';
import { STREETS, formatAddress } from '../accounts/streetBanks';
import type { DemoLocality, PlaceNode } from '../places/buildGeography';
import { offsetPoint } from '../places/geometry';
import type { Random } from '../Random';

export interface ListingPlacement {
  place: PlaceNode;
  ancestorPlaceIds: string[];
  latitude: number;
  longitude: number;
  geocodeLevel: GeocodeLevel;
  address: string;
  postcode?: string;
  showAddress: boolean;
}

/**
 * Where a listing stands: inside its town (or one of its postcode areas, where France gives them),
 * scattered like real buildings, denser towards the centre. `near` keeps a project's units together.
 */
export function placeListing(
  locality: DemoLocality,
  rng: Random,
  near?: { latitude: number; longitude: number; place: PlaceNode },
): ListingPlacement {
  const inPostcode =
    !near && locality.postcodes.length > 0 && rng.chance(0.7) ? rng.pick(locality.postcodes) : undefined;
  const place = near?.place ?? inPostcode ?? locality.node;
  const centre = near ?? { latitude: place.latitude, longitude: place.longitude };
  const reach = near
    ? 0.15
    : inPostcode
      ? Math.max(0.5, locality.radiusKm / Math.sqrt(locality.postcodes.length))
      : locality.radiusKm * 0.9;
  const point = offsetPoint(
    centre.latitude,
    centre.longitude,
    reach * Math.sqrt(rng.float()),
    rng.float(0, 2 * Math.PI),
  );
  const postcode = place.postcode ?? locality.node.postcode;
  return {
    place,
    ancestorPlaceIds: [...place.ancestorIds, place.placeId],
    latitude: point.latitude,
    longitude: point.longitude,
    geocodeLevel: postcode ? 'Postcode' : 'City',
    address: formatAddress(locality.language, rng.pick(STREETS[locality.language] ?? STREETS.de), rng.int(1, 180)),
    postcode,
    // Private sellers and agents often keep the exact address back until a visit.
    showAddress: rng.chance(0.6),
  };
}
