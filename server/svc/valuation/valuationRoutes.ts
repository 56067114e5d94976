import Router from '@koa/router';
import type { Context } from 'koa';
import type { RequestContext } from '#application/portal/RequestContext';
import { type PropertiesPage, type ValuationCaller, valuationCallerOf } from '#application/valuation/ports';
import {
  AddProductOffering,
  ArchiveProperty,
  CanCreateProperty,
  CreateProperty,
  GetProperty,
  GetValuationHistory,
  ListProperties,
  PatchProperty,
  ValuateProperty,
} from '#application/valuation/tokens';
import type { DomainError } from '#domain/shared/DomainError';
import { invalid } from '#domain/shared/DomainError';
import { err, map, type Result } from '#domain/shared/Result';
import type { Property } from '#domain/valuation/Property';
import type { HistoryPeriod } from '#domain/valuation/valuationHistory';
import { toWire } from '#domain/valuation/wire';
import { answer } from '#server/svc/shared/answer';
import { sessionOf } from '#server/svc/shared/svcSession';
import { idParam, validBody, validQuery } from '#server/svc/shared/validate';
import {
  canCreateQuerySchema,
  createBodySchema,
  fieldsOf,
  historyQuerySchema,
  listQuerySchema,
  originsOf,
  patchBodySchema,
  productOfferingBodySchema,
  valuateBodySchema,
} from './valuationSchemas';

/** Every property answer: `{ property }` with the expected price as typed values (document 002 §3). */
const asWire = (result: Result<Property, DomainError>) => map(result, (property) => ({ property: toWire(property) }));

/** Runs `handle` for the request's caller (its profiles, address and portal), or answers a refused bearer. */
async function withCaller(ctx: Context, handle: (caller: ValuationCaller) => Promise<void>): Promise<void> {
  const session = await sessionOf(ctx, 'anyone');
  if (!session.ok) return answer(ctx, session);
  const request = ctx.state.requestContext as RequestContext;
  await handle(valuationCallerOf(session.value, { clientIp: ctx.ip, portalId: request.portal.id }));
}

/**
 * /svc/valuation (document 002 §7 "Valuation service calls"): validate (yup), identify the
 * caller, call one handler, answer. Owner-only: another profile's property answers 404.
 */
export function valuationRoutes(): Router {
  const router = new Router();

  router.get('/properties/cancreate', async (ctx) => {
    const { countryISO } = await validQuery(ctx, canCreateQuerySchema);
    await withCaller(ctx, async (caller) =>
      answer(ctx, await ctx.state.container.get(CanCreateProperty).execute({ countryISO, caller })),
    );
  });

  router.get('/properties', async (ctx) => {
    const query = await validQuery(ctx, listQuerySchema);
    const origins = originsOf(query.origins);
    if (origins === false)
      return answer(ctx, err(invalid('ORIGIN_NOT_VALID', 'origins must be known origins', 'origins')));
    await withCaller(ctx, async (caller) => {
      const result: Result<PropertiesPage, DomainError> = await ctx.state.container.get(ListProperties).execute({
        query: {
          sort: query.sort as 'Ascending' | 'Descending' | undefined,
          skip: query.skip,
          count: query.count,
          origins,
          currencyId: query.currencyId,
          valuatedOnly: query.valuatedOnly,
        },
        caller,
      });
      answer(
        ctx,
        map(result, (page) => ({ properties: page.properties.map(toWire), total: page.total })),
      );
    });
  });

  router.post('/properties', async (ctx) => {
    const { property } = await validBody(ctx, createBodySchema);
    await withCaller(ctx, async (caller) => {
      const { portalId: _portalId, origin, referer, selectedAgents, ...rest } = property;
      const result = await ctx.state.container.get(CreateProperty).execute({
        draft: { ...fieldsOf(rest), portalId: caller.portalId, origin, referer, selectedAgents },
        caller,
      });
      answer(ctx, asWire(result), { status: 201 });
    });
  });

  router.get('/properties/:id', async (ctx) => {
    const id = await idParam(ctx);
    await withCaller(ctx, async (caller) =>
      answer(ctx, asWire(await ctx.state.container.get(GetProperty).execute({ id, caller }))),
    );
  });

  router.patch('/properties/:id', async (ctx) => {
    const id = await idParam(ctx);
    const { property } = await validBody(ctx, patchBodySchema);
    await withCaller(ctx, async (caller) => {
      const { notificationsEnabled, consentGiven, ...rest } = property;
      const patch = { ...fieldsOf(rest), notificationsEnabled, consentGiven };
      answer(ctx, asWire(await ctx.state.container.get(PatchProperty).execute({ id, patch, caller })));
    });
  });

  router.post('/properties/:id/valuate', async (ctx) => {
    const id = await idParam(ctx);
    const { captchaToken } = await validBody(ctx, valuateBodySchema);
    await withCaller(ctx, async (caller) =>
      answer(
        ctx,
        asWire(
          await ctx.state.container
            .get(ValuateProperty)
            .execute({ id, caller, captchaToken: captchaToken ?? undefined }),
        ),
      ),
    );
  });

  router.get('/properties/:propertyId/valuationhistory', async (ctx) => {
    const id = await idParam(ctx, 'propertyId');
    const { period } = await validQuery(ctx, historyQuerySchema);
    await withCaller(ctx, async (caller) =>
      answer(
        ctx,
        await ctx.state.container
          .get(GetValuationHistory)
          .execute({ id, caller, period: period as HistoryPeriod | undefined }),
      ),
    );
  });

  router.patch('/properties/:id/archive', async (ctx) => {
    const id = await idParam(ctx);
    await withCaller(ctx, async (caller) =>
      answer(ctx, asWire(await ctx.state.container.get(ArchiveProperty).execute({ id, caller }))),
    );
  });

  router.post('/properties/:id/productofferings', async (ctx) => {
    const id = await idParam(ctx);
    const { productOffering } = await validBody(ctx, productOfferingBodySchema);
    await withCaller(ctx, async (caller) =>
      answer(
        ctx,
        asWire(
          await ctx.state.container
            .get(AddProductOffering)
            .execute({ id, productOfferingId: productOffering.productOfferingId, caller }),
        ),
      ),
    );
  });

  return router;
}
