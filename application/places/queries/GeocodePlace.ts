import { inject, injectable } from 'inversify';
import type { Place } from '#domain/places/Place';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type GeocodeQuery, PlacesService } from '../ports';

/** GET /places/geocode. */
@injectable()
export class GeocodePlaceHandler {
  constructor(@inject(PlacesService) private readonly places: PlacesService) {}

  execute(query: GeocodeQuery): Promise<Result<Place, DomainError>> {
    return this.places.geocode(query);
  }
}
