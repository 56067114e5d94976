import Router from '@koa/router';
import type { Context } from 'koa';
import type { LocationPriceCall } from '#application/places/queries/GetLocationPrice';
import { GetLocationPrice, GetPlace } from '#application/places/tokens';
import type { PropertyType, TransactionType } from '#domain/listings/Listing';
import { answer } from '#server/svc/shared/answer';
import { strict, validQuery } from '#server/svc/shared/validate';
import { locationIdParam, statisticsQuerySchema, transactionTypeParam } from './statisticsSchemas';

/** Figures move with the listings: shared caches keep them 10 minutes (ours; document 001 §9 gives none). */
const STATISTICS_CACHE = { publicMaxAge: 600 };

/**
 * /svc/statistics (document 001 §7 "Statistics"): GET /v2/gateway/locationprice/{locationId}/summary,
 * /summary/{transactionType}, /chart, /descendantsrating, /children; GET /v2/locations/{id}.
 */
export function statisticsRoutes(): Router {
  const router = new Router();
  const base = '/v2/gateway/locationprice/:locationId';

  const serve = (call: LocationPriceCall) => async (ctx: Context & { params: Record<string, string> }) => {
    const { locationId } = await locationIdParam.validate({ locationId: ctx.params.locationId }, strict);
    const query = await validQuery(ctx, statisticsQuerySchema);
    const fromPath =
      ctx.params.transactionType !== undefined
        ? (await transactionTypeParam.validate({ transactionType: ctx.params.transactionType }, strict)).transactionType
        : undefined;
    const transactionType = (fromPath ?? query.transactionType) as TransactionType | undefined;
    const result = await ctx.state.container.get(GetLocationPrice).execute(call, {
      locationId,
      ...(transactionType && { transactionType }),
      ...(query.propertyType && { propertyType: query.propertyType as PropertyType }),
      ...(query.currencyId && { currencyId: query.currencyId }),
    });
    answer(ctx, result, STATISTICS_CACHE);
  };

  router.get(`${base}/summary`, serve('summary'));
  router.get(`${base}/summary/:transactionType`, serve('summary'));
  router.get(`${base}/chart`, serve('chart'));
  router.get(`${base}/descendantsrating`, serve('descendantsRating'));
  router.get(`${base}/children`, serve('children'));

  router.get('/v2/locations/:locationId', async (ctx) => {
    const { locationId } = await locationIdParam.validate({ locationId: ctx.params.locationId }, strict);
    answer(ctx, await ctx.state.container.get(GetPlace).execute({ id: locationId }), STATISTICS_CACHE);
  });

  return router;
}
