import Router from '@koa/router';
import { UnsubscribeFromAlert } from '#application/alerts/tokens';
import { ownProfileIdsOf } from '#domain/identity/ownProfiles';
import { domainError, notFound } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';
import { answer } from '#server/svc/shared/answer';
import { validBody } from '#server/svc/shared/validate';
import { sessionOf } from '#server/svc/shared/svcSession';
import { unsubscribeBodySchema } from './unsubscribeSchemas';

/**
 * POST /svc/alerts/unsubscriptions: the /unsubscribe page's button, pressed by the search's owner
 * (document 001 §4 "Unsubscribe"). 401 when the session is not the owner's, 404 when the search
 * is gone; the alert is off on 200.
 */
export function unsubscribeRoutes(): Router {
  const router = new Router();
  router.post('/unsubscriptions', async (ctx) => {
    const body = await validBody(ctx, unsubscribeBodySchema);
    const session = await sessionOf(ctx, 'anyone');
    if (!session.ok) return answer(ctx, session);
    const outcome = await ctx.state.container.get(UnsubscribeFromAlert).execute({
      searchId: Number(body.searchId),
      ownProfileIds: ownProfileIdsOf(session.value),
      way: 'confirmation',
    });
    if (outcome === 'cannotUnsubscribe')
      return answer(ctx, err(notFound('SEARCH_NOT_FOUND', 'No saved search with this id', 'searchId')));
    if (outcome !== 'unsubscribed')
      return answer(ctx, err(domainError('UNAUTHORIZED', 'LOGIN_REQUIRED', 'Login required')));
    answer(ctx, ok({ unsubscribed: true }));
  });
  return router;
}
