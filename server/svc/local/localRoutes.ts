import type Router from '@koa/router';
import { LOCAL_ROUTES } from '#application/places/svcRoutes';
import { GetCountryNames, GetLocalSlugs } from '#application/places/tokens';
import { ok, err } from '#domain/shared/Result';
import { answer } from '#server/svc/shared/answer';
import { routeOf, routerOf } from '#server/svc/shared/routeOf';
import { validQuery } from '#server/svc/shared/validate';
import { countryNamesQuerySchema, slugsQuerySchema } from './localSchemas';

/** Reference data: cached 2 hours like places (document 001 §9). */
const LOCAL_CACHE = { publicMaxAge: 7200 };

/** /svc/local (document 001 §7 "Local": GET /api/countrynames (language), GET /api/slugs (id, idType subType, locale)). */
export function localRoutes(): Router {
  return routerOf([
    routeOf(LOCAL_ROUTES.countryNames, async (ctx) => {
      const { language } = await validQuery(ctx, countryNamesQuerySchema);
      const result = ctx.state.container.get(GetCountryNames).execute({ language });
      answer(ctx, result.ok ? ok({ countryNames: result.value }) : err(result.error), LOCAL_CACHE);
    }),

    routeOf(LOCAL_ROUTES.slugs, async (ctx) => {
      const query = await validQuery(ctx, slugsQuerySchema);
      const result = await ctx.state.container
        .get(GetLocalSlugs)
        .execute({ id: query.id, subType: query.subType, locale: query.locale });
      answer(ctx, result.ok ? ok({ slugs: result.value }) : err(result.error), LOCAL_CACHE);
    }),
  ]);
}
