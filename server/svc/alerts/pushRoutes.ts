import Router from '@koa/router';
import { PushSubscriptions } from '#application/alerts/ports';
import { hasSavedSearchAccess } from '#domain/identity/AuthenticationRules';
import { currentProfileIdOf, ownProfileIdsOf } from '#domain/identity/ownProfiles';
import { domainError } from '#domain/shared/DomainError';
import { err } from '#domain/shared/Result';
import { answer } from '#server/svc/shared/answer';
import { validBody } from '#server/svc/shared/validate';
import { sessionOf } from '#server/svc/shared/svcSession';
import { subscribeBodySchema, unsubscribeBodySchema } from './pushSchemas';

/**
 * /svc/alerts/push: the PushNotification channel's browsers (issue 12 §5). The key is public. A
 * browser subscribes for the caller's current profile, which needs saved-search access (document
 * 001 §3: "authenticated, identified by URL token, guest identified, or identified with first
 * profile"), as the alerts it will receive do.
 */
export function pushRoutes(): Router {
  const router = new Router();

  router.get('/push/key', async (ctx) => {
    answer(ctx, await ctx.state.container.get(PushSubscriptions).publicKey());
  });

  router.post('/push/subscriptions', async (ctx) => {
    const body = await validBody(ctx, subscribeBodySchema);
    const session = await sessionOf(ctx, 'anyone');
    if (!session.ok) return answer(ctx, session);
    const profileId = currentProfileIdOf(session.value);
    if (profileId === undefined || !session.value || !hasSavedSearchAccess(session.value.state))
      return answer(ctx, err(domainError('UNAUTHORIZED', 'LOGIN_REQUIRED', 'Login required')));
    const result = await ctx.state.container.get(PushSubscriptions).subscribe(profileId, body);
    answer(ctx, result);
  });

  router.delete('/push/subscriptions', async (ctx) => {
    const body = await validBody(ctx, unsubscribeBodySchema);
    const session = await sessionOf(ctx, 'anyone');
    if (!session.ok) return answer(ctx, session);
    const own = ownProfileIdsOf(session.value);
    answer(ctx, await ctx.state.container.get(PushSubscriptions).unsubscribe(own, body.endpoint));
  });

  return router;
}
