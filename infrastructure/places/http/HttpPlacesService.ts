import { inject, injectable } from 'inversify';
import type {
  AutocompleteQuery,
  GeocodeQuery,
  PlaceBySlug,
  PlacePrediction,
  PlacesByIds,
  PlacesByIdsQuery,
  PlacesService,
  SlugQuery,
} from '#application/places/ports';
import type { Place, PlaceSlug, PlaceType } from '#domain/places/Place';
import type { DomainError } from '#domain/shared/DomainError';
import { map, type Result } from '#domain/shared/Result';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';
import { PLACES_ROUTES } from '#application/places/svcRoutes';
import { pathOf } from '#application/shared/svcRoute';

/**
 * PlacesService over the seed contract (document 001 §7 "Places") at /places. The allowed
 * countries are the serving portal's: the service applies its own, so `allowedCountries`
 * narrows the request through `components` only.
 */
@injectable()
export class HttpPlacesService implements PlacesService {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  async autocomplete(query: AutocompleteQuery): Promise<Result<PlacePrediction[], DomainError>> {
    const countries = (query.countries?.length ? query.countries : query.allowedCountries).filter((c) =>
      query.allowedCountries.includes(c),
    );
    if (countries.length === 0) return { ok: true, value: [] };
    const result = await this.client.request<{ predictions: PlacePrediction[] }>(
      PLACES_ROUTES.autocomplete.method,
      pathOf(PLACES_ROUTES.autocomplete),
      {
        query: {
          input: query.input,
          language: query.language,
          types: query.types?.join('|'),
          radius: query.radius,
          count: query.count,
          location: query.location ? `${query.location.lat},${query.location.lng}` : undefined,
          components: countries.map((c) => `country:${c.toLowerCase()}`).join('|'),
        },
      },
    );
    return map(result, (body) => body.predictions);
  }

  getPlace(id: string): Promise<Result<Place, DomainError>> {
    return this.client.request<Place>(PLACES_ROUTES.place.method, pathOf(PLACES_ROUTES.place, { id }));
  }

  getPlacesByIds(query: PlacesByIdsQuery): Promise<Result<PlacesByIds, DomainError>> {
    if (!query.placeIds?.length && !query.googlePlaceIds?.length)
      return Promise.resolve({ ok: true, value: { places: [], sideloaded: [] } });
    return this.client.request<PlacesByIds>(PLACES_ROUTES.byIds.method, pathOf(PLACES_ROUTES.byIds), {
      query: {
        placeTypesToSideload: query.placeTypesToSideload?.length ? query.placeTypesToSideload.join(',') : undefined,
      },
      body: { placeIds: query.placeIds, googlePlaceIds: query.googlePlaceIds },
    });
  }

  async findPlacesBySlug(query: SlugQuery): Promise<Result<PlaceBySlug[], DomainError>> {
    const result = await this.client.request<{ matches: PlaceBySlug[] }>(
      PLACES_ROUTES.bySlug.method,
      pathOf(PLACES_ROUTES.bySlug),
      {
        query: { slug: query.slug, language: query.language, countryISO: query.countryISO },
      },
    );
    return map(result, (body) => body.matches);
  }

  async getPlaceSlugs(id: string): Promise<Result<PlaceSlug[], DomainError>> {
    const result = await this.client.request<{ slugs: PlaceSlug[] }>(
      PLACES_ROUTES.slugs.method,
      pathOf(PLACES_ROUTES.slugs, { id }),
    );
    return map(result, (body) => body.slugs);
  }

  geocode(query: GeocodeQuery): Promise<Result<Place, DomainError>> {
    return this.client.request<Place>(PLACES_ROUTES.geocode.method, pathOf(PLACES_ROUTES.geocode), {
      query: {
        slug: query.slug,
        address: query.address,
        lat: query.lat,
        lng: query.lng,
        countryISO: query.countryISO,
        language: query.language,
      },
    });
  }

  async listPlaces(query: {
    placeType: PlaceType;
    countries?: readonly string[];
  }): Promise<Result<Place[], DomainError>> {
    // The service answers one country or the portal's; several named countries are asked one by one.
    const countries = query.countries?.length ? query.countries : [undefined];
    const places: Place[] = [];
    for (const countryISO of countries) {
      const result = await this.client.request<{ places: Place[] }>(
        PLACES_ROUTES.bySlug.method,
        pathOf(PLACES_ROUTES.bySlug),
        {
          query: { placeType: query.placeType, countryISO, mode: 'Localizations' },
        },
      );
      if (!result.ok) return result;
      places.push(...result.value.places);
    }
    // As the embedded service orders them: most populous first, then by id; at most 500.
    places.sort((a, b) => (b.population ?? -1) - (a.population ?? -1) || (a.placeId < b.placeId ? -1 : 1));
    return { ok: true, value: places.slice(0, 500) };
  }
}
