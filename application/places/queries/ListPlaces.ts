import { inject, injectable } from 'inversify';
import type { Place, PlaceType } from '#domain/places/Place';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { PlacesService } from '../ports';

/** GET /places?placeType=: e.g. the countries a portal shows. */
@injectable()
export class ListPlacesHandler {
  constructor(@inject(PlacesService) private readonly places: PlacesService) {}

  execute(query: { placeType: PlaceType; countries?: readonly string[] }): Promise<Result<Place[], DomainError>> {
    return this.places.listPlaces(query);
  }
}
