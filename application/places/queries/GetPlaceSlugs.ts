import { inject, injectable } from 'inversify';
import type { PlaceSlug } from '#domain/places/Place';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { PlacesService } from '../ports';

/** GET /places/{id}/slugs. */
@injectable()
export class GetPlaceSlugsHandler {
  constructor(@inject(PlacesService) private readonly places: PlacesService) {}

  execute(query: { id: string }): Promise<Result<PlaceSlug[], DomainError>> {
    return this.places.getPlaceSlugs(query.id);
  }
}
