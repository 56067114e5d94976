import type Router from '@koa/router';
import { PLACES_ROUTES } from '#application/places/svcRoutes';
import {
  AutocompletePlaces,
  FindPlacesBySlug,
  GeocodePlace,
  GetPlace,
  GetPlaceChildren,
  GetPlaceSlugs,
  GetPlacesByIds,
  ListPlaces,
} from '#application/places/tokens';
import { placeInLanguage } from '#domain/places/countries/countryNames';
import type { Place, PlaceType } from '#domain/places/Place';
import { invalid } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';
import { answer } from '#server/svc/shared/answer';
import { routeOf, routerOf } from '#server/svc/shared/routeOf';
import { validBody, validQuery } from '#server/svc/shared/validate';
import {
  autocompleteQuerySchema,
  geocodeQuerySchema,
  placeIdParam,
  placesByIdsBodySchema,
  placesByIdsQuerySchema,
  placesQuerySchema,
  placeTypesOf,
} from './placeSchemas';

/** Document 001 §9: places cached 2 hours in production. */
const PLACE_CACHE = { publicMaxAge: 7200 };

/** /svc/places (document 001 §7 "Places"): validate (yup), call one handler, map the Result. */
export function placesRoutes(): Router {
  return routerOf([
    routeOf(PLACES_ROUTES.autocomplete, async (ctx) => {
      const query = await validQuery(ctx, autocompleteQuerySchema);
      const request = ctx.state.requestContext;
      const [lat, lng] = query.location?.split(',').map(Number) ?? [];
      const result = await ctx.state.container.get(AutocompletePlaces).execute({
        input: query.input,
        language: query.language ?? request.culture,
        types: placeTypesOf(ctx.query.types) || undefined,
        radius: query.radius,
        location: query.location ? { lat, lng } : undefined,
        countries: query.components?.split('|').map((c) => c.slice('country:'.length).toUpperCase()),
        // Document 001 §9: "countries restricted to allowed ones".
        allowedCountries: request.portal.countries,
        count: query.count,
      });
      answer(ctx, result.ok ? ok({ predictions: result.value }) : err(result.error));
    }),

    routeOf(PLACES_ROUTES.geocode, async (ctx) => {
      const query = await validQuery(ctx, geocodeQuerySchema);
      answer(ctx, await ctx.state.container.get(GeocodePlace).execute(query), PLACE_CACHE);
    }),

    routeOf(PLACES_ROUTES.byIds, async (ctx) => {
      const body = await validBody(ctx, placesByIdsBodySchema);
      await validQuery(ctx, placesByIdsQuerySchema);
      const sideload = placeTypesOf(ctx.query.placeTypesToSideload) || undefined;
      const result = await ctx.state.container.get(GetPlacesByIds).execute({
        // The embedded places have no internal numeric ids: such ids find nothing and are left out.
        placeIds: [...(body.placeIds ?? []), ...(body.intPlaceIds ?? []).map(String)],
        googlePlaceIds: body.googlePlaceIds,
        placeTypesToSideload: sideload,
      });
      answer(ctx, result);
    }),

    routeOf(PLACES_ROUTES.bySlug, async (ctx) => {
      const query = await validQuery(ctx, placesQuerySchema);
      if (query.slug !== undefined) {
        const result = await ctx.state.container
          .get(FindPlacesBySlug)
          .execute({ slug: query.slug, language: query.language, countryISO: query.countryISO });
        return answer(ctx, result.ok ? ok({ matches: result.value }) : err(result.error), PLACE_CACHE);
      }
      const request = ctx.state.requestContext;
      const countries = query.countryISO ? [query.countryISO] : request.portal.countries;
      const result = await ctx.state.container
        .get(ListPlaces)
        .execute({ placeType: query.placeType as PlaceType, countries });
      // Without mode Localizations a place carries one language (the asked or the visitor's) and English.
      const language = query.language ?? request.culture;
      const places = (list: Place[]) =>
        query.mode === 'Localizations' ? list : list.map((place) => placeInLanguage(place, language));
      answer(ctx, result.ok ? ok({ places: places(result.value) }) : err(result.error), PLACE_CACHE);
    }),

    routeOf(PLACES_ROUTES.children, async (ctx) => {
      const id = String(ctx.params.id ?? '').trim();
      if (id.length > 200)
        return answer(ctx, err(invalid('VALIDATION_FAILED', 'placeId may be at most 200 characters', 'placeId')));
      answer(ctx, await ctx.state.container.get(GetPlaceChildren).execute({ id }), PLACE_CACHE);
    }),

    routeOf(PLACES_ROUTES.slugs, async (ctx) => {
      const { placeId: id } = await placeIdParam.validate({ placeId: ctx.params.id });
      const result = await ctx.state.container.get(GetPlaceSlugs).execute({ id });
      answer(ctx, result.ok ? ok({ slugs: result.value }) : err(result.error), PLACE_CACHE);
    }),

    routeOf(PLACES_ROUTES.place, async (ctx) => {
      const { placeId: id } = await placeIdParam.validate({ placeId: ctx.params.id });
      answer(ctx, await ctx.state.container.get(GetPlace).execute({ id }), PLACE_CACHE);
    }),
  ]);
}
