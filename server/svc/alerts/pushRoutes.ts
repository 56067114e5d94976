import type Router from '@koa/router';
import { PushSubscriptions } from '#application/alerts/ports';
import { ALERTS_ROUTES } from '#application/alerts/svcRoutes';
import { hasSavedSearchAccess } from '#domain/identity/AuthenticationRules';
import { currentProfileIdOf, ownProfileIdsOf } from '#domain/identity/ownProfiles';
import { domainError } from '#domain/shared/DomainError';
import { err } from '#domain/shared/Result';
import { answer } from '#server/svc/shared/answer';
import { routeOf, routerOf } from '#server/svc/shared/routeOf';
import { validBody } from '#server/svc/shared/validate';
import { subscribeBodySchema, unsubscribeBodySchema } from './pushSchemas';

/**
 * /svc/alerts/push: the PushNotification channel's browsers. The key is public. A
 * browser subscribes for the caller's current profile, which needs saved-search access (document
 * 001 §3: "authenticated, identified by URL token, guest identified, or identified with first
 * profile"), as the alerts it will receive do.
 */
export function pushRoutes(): Router {
  return routerOf([
    routeOf(ALERTS_ROUTES.pushKey, async (ctx) => {
      answer(ctx, await ctx.state.container.get(PushSubscriptions).publicKey());
    }),

    routeOf(ALERTS_ROUTES.subscribePush, async (ctx, session) => {
      const body = await validBody(ctx, subscribeBodySchema);
      const profileId = currentProfileIdOf(session);
      if (profileId === undefined || !session || !hasSavedSearchAccess(session.state))
        return answer(ctx, err(domainError('UNAUTHORIZED', 'LOGIN_REQUIRED', 'Login required')));
      const result = await ctx.state.container.get(PushSubscriptions).subscribe(profileId, body);
      answer(ctx, result);
    }),

    routeOf(ALERTS_ROUTES.unsubscribePush, async (ctx, session) => {
      const body = await validBody(ctx, unsubscribeBodySchema);
      const own = ownProfileIdsOf(session);
      answer(ctx, await ctx.state.container.get(PushSubscriptions).unsubscribe(own, body.endpoint));
    }),
  ]);
}
