import { inject, injectable } from 'inversify';
import {
  ALLOWED_CHILD_TYPES,
  type ChildCounts,
  noAllowedChildrenType,
  noPlaceFound,
  placeIdNotProvided,
  sortChildCounts,
} from '#domain/places/children/placeChildren';
import type { Place } from '#domain/places/Place';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { PlaceChildCounters, PlacesService } from '../ports';

export interface PlaceChild {
  place: Place;
  counts: Omit<ChildCounts, 'placeId'>;
}

/** GET /places/{id}/children (document 001 §5): the place's children with their Sell and Rent counters, sorted by them. */
@injectable()
export class GetPlaceChildrenHandler {
  constructor(
    @inject(PlacesService) private readonly places: PlacesService,
    @inject(PlaceChildCounters) private readonly counters: PlaceChildCounters,
  ) {}

  async execute(query: { id: string }): Promise<Result<{ place: Place; children: PlaceChild[] }, DomainError>> {
    if (query.id.trim() === '') return err(placeIdNotProvided());
    const found = await this.places.getPlace(query.id);
    if (!found.ok) return found.error.kind === 'NOT_FOUND' ? err(noPlaceFound()) : found;
    const place = found.value;
    const children = await childrenOf(place, { places: this.places, counters: this.counters });
    return children.ok ? ok({ place, children: children.value }) : children;
  }
}

/**
 * A place's children of the allowed types with their counters, sorted by them: the one way, for
 * the route and for the house-price page that shows them.
 */
export async function childrenOf(
  place: Place,
  ports: { places: PlacesService; counters: PlaceChildCounters },
): Promise<Result<PlaceChild[], DomainError>> {
  const childTypes = ALLOWED_CHILD_TYPES[place.type];
  if (childTypes.length === 0) return err(noAllowedChildrenType(place.type));
  const counts = sortChildCounts(await ports.counters.countsOfChildren(place.placeId, childTypes));
  const children = await ports.places.getPlacesByIds({ placeIds: counts.map((child) => child.placeId) });
  if (!children.ok) return children;
  const byId = new Map(children.value.places.map((child) => [child.placeId, child]));
  return ok(
    counts.flatMap(({ placeId, Sell, Rent }) => {
      const child = byId.get(placeId);
      return child ? [{ place: child, counts: { Sell, Rent } }] : [];
    }),
  );
}
