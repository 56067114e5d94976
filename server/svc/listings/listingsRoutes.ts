import Router from '@koa/router';
import * as yup from 'yup';
import { GetListing, GetListingsByIds } from '#application/listings/tokens';
import { LISTING_MODES } from '#domain/listings/Listing';
import { ok } from '#domain/shared/Result';
import { answer } from '#server/svc/shared/answer';
import { idSchema, validBody, validQuery } from '#server/svc/shared/validate';

const listingQuery = yup.object({
  currencyId: yup
    .string()
    .matches(/^[A-Z]{3}$/, 'currencyId must be an ISO 4217 code such as EUR')
    .optional(),
  mode: yup
    .string()
    .oneOf([...LISTING_MODES], `mode must be one of ${LISTING_MODES.join(', ')}`)
    .optional(),
});

const idsBody = yup.object({
  listings: yup
    .array(idSchema('listings').required())
    .max(200, 'listings may hold at most 200 ids')
    .required('listings is required'),
});

/** GET /v2/listings/{id} and POST /v2/listings/ids (document 001 §7). */
export function listingsRoutes(): Router {
  const router = new Router();

  router.get('/v2/listings/:id', async (ctx) => {
    const query = await validQuery(ctx, listingQuery);
    const result = await ctx.state.container.get(GetListing).execute({ id: ctx.params.id, ...query });
    answer(ctx, result, { publicMaxAge: 60 });
  });

  router.post('/v2/listings/ids', async (ctx) => {
    const query = await validQuery(ctx, listingQuery);
    const body = await validBody(ctx, idsBody);
    const listings = await ctx.state.container.get(GetListingsByIds).execute({ ids: body.listings, ...query });
    answer(ctx, ok({ listings }));
  });

  return router;
}
