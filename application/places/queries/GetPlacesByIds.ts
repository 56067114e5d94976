import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type PlacesByIds, type PlacesByIdsQuery, PlacesService } from '../ports';

/** POST /places/ids. */
@injectable()
export class GetPlacesByIdsHandler {
  constructor(@inject(PlacesService) private readonly places: PlacesService) {}

  execute(query: PlacesByIdsQuery): Promise<Result<PlacesByIds, DomainError>> {
    return this.places.getPlacesByIds(query);
  }
}
