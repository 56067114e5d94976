import type Router from '@koa/router';
import { PORTAL_ROUTES } from '#application/portal/svcRoutes';
import type { PersonalPart } from '#domain/portal/PersonalPart';
import { personalPartQuerySchema } from './personalPartSchema';
import { favoritesPartOf } from '#server/svc/listings/favoritesPart';
import { routeOf, routerOf } from '#server/svc/shared/routeOf';

/**
 * GET /svc/portal/visitor: the personal part of a shared page (docs/pages.md), from what the
 * identity and regional steps already resolved for this request. Never stored by anyone.
 */
export function personalPartRoute(): Router {
  return routerOf([
    routeOf(PORTAL_ROUTES.visitor, async (ctx) => {
      await personalPartQuerySchema.validate(ctx.query, { abortEarly: true, strict: true });
      const identity = ctx.state.identity?.view;
      if (!identity) throw new Error('GET /svc/portal/visitor needs the identity step (server/identity) before it');
      const { visitor, isCrawler } = ctx.state.requestContext;
      const favorites = await favoritesPartOf(ctx);
      const part: PersonalPart = { identity, isCrawler, ...(visitor && { visitor }), ...(favorites && { favorites }) };
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = part;
    }),
  ]);
}
