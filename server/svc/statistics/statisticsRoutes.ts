import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { LocationPriceCall } from '#application/places/queries/GetLocationPrice';
import { STATISTICS_ROUTES } from '#application/places/svcRoutes';
import { GetLocationPrice, GetPlace } from '#application/places/tokens';
import { answer } from '#server/svc/shared/answer';
import { routeOf, routerOf } from '#server/svc/shared/routeOf';
import { strict, validQuery } from '#server/svc/shared/validate';
import { locationIdParam, statisticsQuerySchema, transactionTypeParam } from './statisticsSchemas';

/** Figures move with the listings: shared caches keep them 10 minutes (ours; document 001 §9 gives none). */
const STATISTICS_CACHE = { publicMaxAge: 600 };

/** One location-price call: the location and its filters validated, the transaction type from the path or the query. */
const serve = (call: LocationPriceCall) => async (ctx: RouterContext) => {
  const { locationId } = await locationIdParam.validate({ locationId: ctx.params.locationId }, strict);
  const query = await validQuery(ctx, statisticsQuerySchema);
  const fromPath =
    ctx.params.transactionType !== undefined
      ? (await transactionTypeParam.validate({ transactionType: ctx.params.transactionType }, strict)).transactionType
      : undefined;
  const transactionType = fromPath ?? query.transactionType;
  const result = await ctx.state.container.get(GetLocationPrice).execute(call, {
    locationId,
    ...(transactionType && { transactionType }),
    ...(query.propertyType && { propertyType: query.propertyType }),
    ...(query.currencyId && { currencyId: query.currencyId }),
  });
  answer(ctx, result, STATISTICS_CACHE);
};

/** /svc/statistics (document 001 §7 "Statistics"; the paths: application/places/svcRoutes). */
export function statisticsRoutes(): Router {
  return routerOf([
    routeOf(STATISTICS_ROUTES.summary, serve('summary')),
    routeOf(STATISTICS_ROUTES.summaryOfTransaction, serve('summary')),
    routeOf(STATISTICS_ROUTES.chart, serve('chart')),
    routeOf(STATISTICS_ROUTES.descendantsRating, serve('descendantsRating')),
    routeOf(STATISTICS_ROUTES.children, serve('children')),
    routeOf(STATISTICS_ROUTES.location, async (ctx) => {
      const { locationId } = await locationIdParam.validate({ locationId: ctx.params.locationId }, strict);
      answer(ctx, await ctx.state.container.get(GetPlace).execute({ id: locationId }), STATISTICS_CACHE);
    }),
  ]);
}
