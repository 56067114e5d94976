import type Router from '@koa/router';
import type { Context } from 'koa';
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
import { VALUATION_ROUTES } from '#application/valuation/svcRoutes';
import type { DomainError } from '#domain/shared/DomainError';
import { invalid } from '#domain/shared/DomainError';
import { err, map, type Result } from '#domain/shared/Result';
import type { Property } from '#domain/valuation/Property';
import type { HistoryPeriod } from '#domain/valuation/valuationHistory';
import { toWire } from '#domain/valuation/wire';
import { answer } from '#server/svc/shared/answer';
import { routeOf, routerOf } from '#server/svc/shared/routeOf';
import type { VerifiedSession } from '#server/svc/shared/svcSession';
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

/** The request's caller: the session's profiles, the address and the portal. */
function callerOf(ctx: Context, session: VerifiedSession | undefined): ValuationCaller {
  const request = ctx.state.requestContext;
  return valuationCallerOf(session, { clientIp: ctx.ip, portalId: request.portal.id });
}

/**
 * /svc/valuation (document 002 §7 "Valuation service calls"): validate (yup), identify the
 * caller, call one handler, answer. Owner-only: another profile's property answers 404.
 */
export function valuationRoutes(): Router {
  return routerOf([
    routeOf(VALUATION_ROUTES.canCreate, async (ctx, session) => {
      const { countryISO } = await validQuery(ctx, canCreateQuerySchema);
      const caller = callerOf(ctx, session);
      answer(ctx, await ctx.state.container.get(CanCreateProperty).execute({ countryISO, caller }));
    }),

    routeOf(VALUATION_ROUTES.list, async (ctx, session) => {
      const query = await validQuery(ctx, listQuerySchema);
      const origins = originsOf(query.origins);
      if (origins === false)
        return answer(ctx, err(invalid('ORIGIN_NOT_VALID', 'origins must be known origins', 'origins')));
      const caller = callerOf(ctx, session);
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
    }),

    routeOf(VALUATION_ROUTES.create, async (ctx, session) => {
      const { property } = await validBody(ctx, createBodySchema);
      const caller = callerOf(ctx, session);
      const { portalId: _portalId, origin, referer, selectedAgents, ...rest } = property;
      const result = await ctx.state.container.get(CreateProperty).execute({
        draft: { ...fieldsOf(rest), portalId: caller.portalId, origin, referer, selectedAgents },
        caller,
      });
      answer(ctx, asWire(result), { status: 201 });
    }),

    routeOf(VALUATION_ROUTES.one, async (ctx, session) => {
      const id = await idParam(ctx);
      const caller = callerOf(ctx, session);
      answer(ctx, asWire(await ctx.state.container.get(GetProperty).execute({ id, caller })));
    }),

    routeOf(VALUATION_ROUTES.patch, async (ctx, session) => {
      const id = await idParam(ctx);
      const { property } = await validBody(ctx, patchBodySchema);
      const caller = callerOf(ctx, session);
      const { notificationsEnabled, consentGiven, ...rest } = property;
      const patch = { ...fieldsOf(rest), notificationsEnabled, consentGiven };
      answer(ctx, asWire(await ctx.state.container.get(PatchProperty).execute({ id, patch, caller })));
    }),

    routeOf(VALUATION_ROUTES.valuate, async (ctx, session) => {
      const id = await idParam(ctx);
      const { captchaToken } = await validBody(ctx, valuateBodySchema);
      const caller = callerOf(ctx, session);
      answer(
        ctx,
        asWire(
          await ctx.state.container
            .get(ValuateProperty)
            .execute({ id, caller, captchaToken: captchaToken ?? undefined }),
        ),
      );
    }),

    routeOf(VALUATION_ROUTES.history, async (ctx, session) => {
      const id = await idParam(ctx, 'propertyId');
      const { period } = await validQuery(ctx, historyQuerySchema);
      const caller = callerOf(ctx, session);
      answer(
        ctx,
        await ctx.state.container
          .get(GetValuationHistory)
          .execute({ id, caller, period: period as HistoryPeriod | undefined }),
      );
    }),

    routeOf(VALUATION_ROUTES.archive, async (ctx, session) => {
      const id = await idParam(ctx);
      const caller = callerOf(ctx, session);
      answer(ctx, asWire(await ctx.state.container.get(ArchiveProperty).execute({ id, caller })));
    }),

    routeOf(VALUATION_ROUTES.addProductOffering, async (ctx, session) => {
      const id = await idParam(ctx);
      const { productOffering } = await validBody(ctx, productOfferingBodySchema);
      const caller = callerOf(ctx, session);
      answer(
        ctx,
        asWire(
          await ctx.state.container
            .get(AddProductOffering)
            .execute({ id, productOfferingId: productOffering.productOfferingId, caller }),
        ),
      );
    }),
  ]);
}
