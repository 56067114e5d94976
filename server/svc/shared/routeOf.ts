import Router, { type RouterContext } from '@koa/router';
import type { CallerNeed, SvcRoute } from '#application/shared/svcRoute';
import type { DomainError } from '#domain/shared/DomainError';
import { answer } from './answer';
import type { AgencyCaller } from '#domain/identity/AgencyApiKey';
import { agencyOf, sessionOf, type VerifiedSession } from './svcSession';

/** The session a route's handle receives: none read, maybe one, or one held to the route's need. */
export type SessionFor<Need extends CallerNeed> = Need extends 'none'
  ? undefined
  : Need extends 'anyone'
    ? VerifiedSession | undefined
    : Need extends 'agencyKey'
      ? AgencyCaller
      : VerifiedSession;

/** A route body: validate the input, map the session to the context's caller, call the handler, answer. */
export type RouteHandle<Need extends CallerNeed> = (ctx: RouterContext, session: SessionFor<Need>) => Promise<void>;

export interface MountedRoute {
  readonly route: SvcRoute;
  readonly handle: RouterMiddlewareOf;
}
type RouterMiddlewareOf = (ctx: RouterContext) => Promise<void>;

/**
 * A route descriptor (application/<context>/svcRoutes.ts) with its body: the session is asked
 * first, held to the descriptor's caller (its failure answered, e.g. 401), then handed to `handle`.
 * `refusal`: the context's own answer when a session is not enough (chat's "sign in" for a guest).
 */
export function routeOf<R extends SvcRoute>(
  route: R,
  handle: RouteHandle<R['caller']>,
  refusal?: () => DomainError,
): MountedRoute {
  return {
    route,
    handle: async (ctx) => {
      const need: CallerNeed = route.caller;
      if (need === 'none') return handle(ctx, undefined as SessionFor<R['caller']>);
      if (need === 'agencyKey') {
        const agency = await agencyOf(ctx);
        if (!agency.ok) return answer(ctx, agency);
        return handle(ctx, agency.value as SessionFor<R['caller']>);
      }
      const session = need === 'anyone' ? await sessionOf(ctx, need) : await sessionOf(ctx, need, refusal);
      if (!session.ok) return answer(ctx, session);
      await handle(ctx, session.value as SessionFor<R['caller']>);
    },
  };
}

/** A router serving each route at its full path under /svc (mounted at the root of /svc: no prefix repeated). */
export function routerOf(routes: readonly MountedRoute[]): Router {
  const router = new Router();
  for (const { route, handle } of routes) router.register(route.path, [route.method], handle);
  return router;
}
