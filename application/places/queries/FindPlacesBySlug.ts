import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type PlaceBySlug, PlacesService, type SlugQuery } from '../ports';

/** GET /places?slug=: the place a URL segment names, and its canonical slug (old slugs redirect, document 001 §2). */
@injectable()
export class FindPlacesBySlugHandler {
  constructor(@inject(PlacesService) private readonly places: PlacesService) {}

  execute(query: SlugQuery): Promise<Result<PlaceBySlug[], DomainError>> {
    return this.places.findPlacesBySlug(query);
  }
}
