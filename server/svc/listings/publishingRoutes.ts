import type Router from '@koa/router';
import { LISTINGS_ROUTES } from '#application/listings/svcRoutes';
import * as yup from 'yup';
import { PublishingService } from '#application/listings/ports';
import { ok } from '#domain/shared/Result';
import { answer } from '#server/svc/shared/answer';
import { routeOf, routerOf } from '#server/svc/shared/routeOf';
import { idSchema, validBody } from '#server/svc/shared/validate';

/** Document 001 §5: "category lookup needs a numeric listingId or an array of them". */
const categoryBody = yup.object({
  listings: yup
    .mixed<number | number[]>()
    .required('listings is required')
    .test('listings', 'listings must be a listing id or an array of at most 200 of them', (value) => {
      const ids = Array.isArray(value) ? value : [value];
      return ids.length >= 1 && ids.length <= 200 && ids.every((id) => idSchema('listings').isValidSync(id));
    }),
});

/**
 * Publishing (document 001 §7): GET /permission/accounts/{accountId}/categories/{categoryId},
 * POST /publish/category, GET /publish/category/listing/{listingId}. The service validates the ids
 * (document 001 §5), so the edge only reads the body's shape.
 */
export function publishingRoutes(): Router {
  return routerOf([
    routeOf(LISTINGS_ROUTES.publishPermission, async (ctx) => {
      const result = await ctx.state.container
        .get(PublishingService)
        .getPublishPermission(ctx.params.accountId, ctx.params.categoryId);
      ctx.set('Cache-Control', 'private, no-store');
      answer(ctx, result);
    }),

    routeOf(LISTINGS_ROUTES.listingsCategories, async (ctx) => {
      const body = await validBody(ctx, categoryBody);
      const ids = (Array.isArray(body.listings) ? body.listings : [body.listings]).map(Number);
      const listings = await ctx.state.container.get(PublishingService).getListingsCategories(ids);
      answer(ctx, ok({ listings }));
    }),

    routeOf(LISTINGS_ROUTES.listingCategory, async (ctx) => {
      const result = await ctx.state.container.get(PublishingService).getListingCategory(ctx.params.listingId);
      answer(ctx, result, { publicMaxAge: 60 });
    }),
  ]);
}
