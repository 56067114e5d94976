import type Router from '@koa/router';
import { ALERTS_ROUTES } from '#application/alerts/svcRoutes';
import { UnsubscribeFromAlert } from '#application/alerts/tokens';
import { ownProfileIdsOf } from '#domain/identity/ownProfiles';
import { domainError, notFound } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';
import { answer } from '#server/svc/shared/answer';
import { routeOf, routerOf } from '#server/svc/shared/routeOf';
import { validBody } from '#server/svc/shared/validate';
import { unsubscribeBodySchema } from './unsubscribeSchemas';

/**
 * POST /svc/alerts/unsubscriptions: the /unsubscribe page's button, pressed by the search's owner
 * (document 001 §4 "Unsubscribe"). 401 when the session is not the owner's, 404 when the search
 * is gone; the alert is off on 200.
 */
export function unsubscribeRoutes(): Router {
  return routerOf([
    routeOf(ALERTS_ROUTES.unsubscribe, async (ctx, session) => {
      const body = await validBody(ctx, unsubscribeBodySchema);
      const outcome = await ctx.state.container.get(UnsubscribeFromAlert).execute({
        searchId: Number(body.searchId),
        ownProfileIds: ownProfileIdsOf(session),
        way: 'confirmation',
      });
      if (outcome === 'cannotUnsubscribe')
        return answer(ctx, err(notFound('SEARCH_NOT_FOUND', 'No saved search with this id', 'searchId')));
      if (outcome !== 'unsubscribed')
        return answer(ctx, err(domainError('UNAUTHORIZED', 'LOGIN_REQUIRED', 'Login required')));
      answer(ctx, ok({ unsubscribed: true }));
    }),
  ]);
}
