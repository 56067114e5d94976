import type Router from '@koa/router';
import { AGENTS_ROUTES } from '#application/agents/svcRoutes';
import * as yup from 'yup';
import { GetAgentFacetsByLocation, SearchAgentsByLocation } from '#application/agents/tokens';
import { AGENT_FACETS_COUNT, PLACE_AGENTS_MAX_SKIP } from '#domain/agents/placeAgents';
import { answer } from '#server/svc/shared/answer';
import { routeOf, routerOf } from '#server/svc/shared/routeOf';
import { validQuery } from '#server/svc/shared/validate';

/** Document 001 §9: agents search 25 reduced, 100 expanded; place agents max skip 10,000. */
const MAX_COUNT = 100;

const placeId = yup
  .string()
  .max(200, 'placeId may be at most 200 characters')
  .matches(/^[A-Za-z0-9_:.-]+$/, 'placeId holds letters, digits and _ : . - only');

const byLocationQuerySchema = yup.object({
  placeId: placeId.optional(),
  count: yup
    .number()
    .typeError('count must be a number')
    .integer('count must be a whole number')
    .min(1, 'count must be at least 1')
    .max(MAX_COUNT, `count may be at most ${MAX_COUNT}`)
    .default(25),
  skip: yup
    .number()
    .typeError('skip must be a number')
    .integer('skip must be a whole number')
    .min(0, 'skip may not be negative')
    .max(PLACE_AGENTS_MAX_SKIP, `skip may be at most ${PLACE_AGENTS_MAX_SKIP}`)
    .default(0),
});

const facetsQuerySchema = yup.object({
  placeId: placeId.required('placeId is required'),
  count: yup
    .number()
    .typeError('count must be a number')
    .integer('count must be a whole number')
    .min(1, 'count must be at least 1')
    .max(MAX_COUNT, `count may be at most ${MAX_COUNT}`)
    .default(AGENT_FACETS_COUNT),
});

/** /svc/agents (document 001 §7 "Agents search": GET /agentssearch/bylocation (placeId, count, skip; results, total)). */
export function agentsSearchRoutes(): Router {
  return routerOf([
    routeOf(AGENTS_ROUTES.byLocation, async (ctx) => {
      const query = await validQuery(ctx, byLocationQuerySchema);
      const request = ctx.state.requestContext;
      const result = await ctx.state.container.get(SearchAgentsByLocation).execute({
        ...(query.placeId !== undefined && { placeId: query.placeId }),
        countries: request.portal.countries,
        count: query.count,
        skip: query.skip,
      });
      answer(ctx, result);
    }),

    routeOf(AGENTS_ROUTES.facetsByLocation, async (ctx) => {
      const query = await validQuery(ctx, facetsQuerySchema);
      answer(ctx, await ctx.state.container.get(GetAgentFacetsByLocation).execute(query));
    }),
  ]);
}
