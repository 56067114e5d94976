import { inject, injectable } from 'inversify';
import { slugsForLocale } from '#domain/places/countries/countryNames';
import type { PlaceSlug, PlaceType } from '#domain/places/Place';
import { type DomainError, notFound } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { PlacesService } from '../ports';

/**
 * GET /api/slugs (id, idType subType, locale), document 001 §7 "Local": the slugs of a place for a
 * locale (its language and English). idType Place is the one kind of id with slugs here; subType,
 * when given, must be the place's type.
 */
@injectable()
export class GetLocalSlugsHandler {
  constructor(@inject(PlacesService) private readonly places: PlacesService) {}

  async execute(query: { id: string; subType?: PlaceType; locale: string }): Promise<Result<PlaceSlug[], DomainError>> {
    const place = await this.places.getPlace(query.id);
    if (!place.ok) return place;
    if (query.subType !== undefined && place.value.type !== query.subType)
      return err(notFound('PLACE_NOT_FOUND', `placeId ${query.id} is not a ${query.subType}`, 'subType'));
    return ok(slugsForLocale(place.value.slugs, query.locale));
  }
}
