import Router from '@koa/router';
import * as yup from 'yup';
import { GetListing, GetListingsByIds } from '#application/listings/tokens';
import { LISTING_MODES } from '#domain/listings/Listing';
import { sendDomainError } from '#server/middleware/svcErrors';

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
    .array(
      yup.number().integer('listings must hold integer ids').positive('listings must hold positive ids').required(),
    )
    .max(200, 'listings may hold at most 200 ids')
    .required('listings is required'),
});

/** GET /v2/listings/{id} and POST /v2/listings/ids (document 001 §7). */
export function listingsRoutes(): Router {
  const router = new Router();

  router.get('/v2/listings/:id', async (ctx) => {
    const query = await listingQuery.validate(ctx.query, { abortEarly: true, stripUnknown: true });
    const result = await ctx.state.container.get(GetListing).execute({ id: ctx.params.id, ...query });
    if (!result.ok) return sendDomainError(ctx, result.error);
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = result.value;
  });

  router.post('/v2/listings/ids', async (ctx) => {
    const query = await listingQuery.validate(ctx.query, { abortEarly: true, stripUnknown: true });
    const body = await idsBody.validate(ctx.request.body ?? {}, { abortEarly: true, stripUnknown: true });
    const listings = await ctx.state.container.get(GetListingsByIds).execute({ ids: body.listings, ...query });
    ctx.body = { listings };
  });

  return router;
}
