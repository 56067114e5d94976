import { inject, injectable } from 'inversify';
import type { Place } from '#domain/places/Place';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { PlacesService } from '../ports';

/** GET /places/{id}. */
@injectable()
export class GetPlaceHandler {
  constructor(@inject(PlacesService) private readonly places: PlacesService) {}

  execute(query: { id: string }): Promise<Result<Place, DomainError>> {
    return this.places.getPlace(query.id);
  }
}
